struct Model {
    func Task(_ body: () throws -> Void) {}
}
func work() throws {}
