extension Syncer {
    func fetch() async throws -> [Int] { [] }
    func store(_ batch: [Int]) async throws {}
    func notify() {}
}
