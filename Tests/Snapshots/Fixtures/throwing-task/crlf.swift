func go() {
    Task { try await a() } // expect: throwing-task TASK-I1
}
