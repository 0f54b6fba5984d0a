final class Disk {
	func write() async throws {}
	func flush() async throws {}
}
extension Store {
	var disk: Disk { Disk() }
}
