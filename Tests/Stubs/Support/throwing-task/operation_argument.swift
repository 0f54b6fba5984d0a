func x() async throws {}
func y() async throws {}
func z() async throws {}
