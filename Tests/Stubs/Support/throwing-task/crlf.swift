func a() async throws {}
