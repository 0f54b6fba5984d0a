extension Session {
    func persist(_ token: String) async throws {}
    func restore() async throws {}
    func connect() async throws {}
    func disconnect() async throws {}
}
