func load(_ id: Int) async throws {}
