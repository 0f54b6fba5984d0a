final class Server {
    func run() async throws {}
}
