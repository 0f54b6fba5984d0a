struct Item {}
struct Failure: Error {}
func save(_ item: Item) throws {}
func g() throws {}
