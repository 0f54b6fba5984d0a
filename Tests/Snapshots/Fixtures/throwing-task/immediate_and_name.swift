@MainActor func tap() {
    Task.immediate { try await model.select() } // expect: throwing-task TASK-I1
    Task(name: "sync", priority: .utility) { // expect: throwing-task TASK-I1
        try await model.sync()
        model.done()
    }
    Swift.Task { try await model.flush() } // expect: throwing-task TASK-I1
}
