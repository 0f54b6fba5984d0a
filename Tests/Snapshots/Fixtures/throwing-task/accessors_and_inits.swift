final class Session {
    var token: String = "" {
        didSet { Task { try await persist(token) } } // expect: throwing-task TASK-I1
    }
    init() {
        Task { try await restore() } // expect: throwing-task TASK-I1
    }
    func start() { Task { try await connect() } } // expect: throwing-task TASK-I1
    func stop() -> Void { Task { try await disconnect() } } // expect: throwing-task TASK-I1
}
