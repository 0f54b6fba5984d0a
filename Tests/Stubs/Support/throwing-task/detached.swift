func export() async throws {}
