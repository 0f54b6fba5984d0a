func go() {
    Task { () async throws in try await x() } // expect: throwing-task TASK-I1
    Task { () throws -> Void in // expect: throwing-task TASK-I1
        log("no try, but the signature throws")
    }
    Task<Void, Error> { await ping() } // expect: throwing-task TASK-I1
}
