func upload() async throws -> Bool { true }
