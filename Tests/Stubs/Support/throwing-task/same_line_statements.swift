func log(_ message: String) {}
func a() async throws {}
func fetch() async throws -> [String] { [] }
func render(_ items: [String]) {}
