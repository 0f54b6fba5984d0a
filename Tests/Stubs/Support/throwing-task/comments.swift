struct Draft {}
final class Disk {
    func write(_ draft: Draft) async throws {}
    func flush() async throws {}
}
extension Store {
    var disk: Disk { Disk() }
    var draft: Draft { Draft() }
    func notify() {}
}
