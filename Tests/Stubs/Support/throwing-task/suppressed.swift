func fireAndForget() async throws {}
