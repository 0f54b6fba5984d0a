func go() {
    Task<Void, Error> { try await x() } // expect: throwing-task TASK-I1
    Task<_, any Error>(priority: .low) { // expect: throwing-task TASK-I1
        try await y()
        try await z()
    }
}
