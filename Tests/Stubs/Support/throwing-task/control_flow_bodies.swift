enum Action { case save, discard }
struct Failure: Error {}
func a() async throws {}
func b() async throws {}
func c() async throws {}
func d() async throws {}
func log(_ message: String) {}
func enable() async throws {}
func disable() async throws {}
