func route(_ action: Action, ok: Bool) {
    if ok { Task { try await a() } } // expect: throwing-task TASK-I1
    guard ok else {
        Task { try await b() } // expect: throwing-task TASK-I1
        return
    }
    switch action {
    case .save:
        Task { try await c() } // expect: throwing-task TASK-I1
    default: Task { try await d() } // expect: throwing-task TASK-I1
    }
    defer {
        Task { throw Failure() } // expect: throwing-task TASK-I1
    }
    do {
        Task { guard ok else { throw Failure() }; log("ok") } // expect: throwing-task TASK-I1
    }
}

func toggle(_ on: Bool) {
    if on {
        Task { try await enable() } // expect: throwing-task TASK-I1
    } else {
        Task { try await disable() } // expect: throwing-task TASK-I1
    }
}
