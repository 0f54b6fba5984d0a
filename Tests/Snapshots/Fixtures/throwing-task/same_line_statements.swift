func go() {
    log("start"); Task { try await a() }; log("end") // expect: throwing-task TASK-I1
    Task { // expect: throwing-task TASK-I1
        let items = try await fetch(); render(items)
    }
}
