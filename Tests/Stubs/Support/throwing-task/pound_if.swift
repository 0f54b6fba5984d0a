func seedDebugData() async throws {}
func warmUp() async throws {}
func log(_ message: String) {}
