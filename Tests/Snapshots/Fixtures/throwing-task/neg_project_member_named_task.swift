struct Board {
    var model: Model
    func run() {
        model.Task { try work() } // nope: a member named Task, not the concurrency type
        Task.sleep(nanoseconds: 1) // nope: not a task creation
        Task(legacy: 1) { try work() } // nope: unknown argument label
    }
}
