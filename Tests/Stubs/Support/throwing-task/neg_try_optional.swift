final class Store {
    func write() async throws {}
    func read() async throws -> Int { 0 }
    func decode(_ data: Int) throws {}
    func flush() async {}
}
