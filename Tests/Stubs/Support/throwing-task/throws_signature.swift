func x() async throws {}
func log(_ message: String) {}
func ping() async {}
