func go() {
    Task(priority: .low, operation: { try await x() }) // expect: throwing-task TASK-I1
    Task(operation: { // expect: throwing-task TASK-I1
        try await y()
        try await z()
    })
}
