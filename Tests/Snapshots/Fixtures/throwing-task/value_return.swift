func go() {
    Task { let v = try await f(); return v } // expect: throwing-task TASK-W4
    Task<Int, Error> { try await count() } // expect: throwing-task TASK-W4
    Task { // expect: throwing-task TASK-I1
        guard ready else { return }
        try await f()
    }
    Task { // expect: throwing-task TASK-I1
        guard let account else { return dismiss() }
        try await load(account)
    }
}
