func pull() async throws {}
func push() async throws {}
