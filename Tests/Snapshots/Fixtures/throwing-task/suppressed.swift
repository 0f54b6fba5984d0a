func go() {
    Task { try await fireAndForget() } // modernize:ignore throwing-task
    // modernize:ignore throwing-task
    Task.detached { try await fireAndForget() }
}
