final class API {
    func items() async throws -> [String] { [] }
}
func log(_ message: String) {}
extension ListModel {
    var api: API { API() }
    var items: [String] {
        get { [] }
        set {}
    }
}
