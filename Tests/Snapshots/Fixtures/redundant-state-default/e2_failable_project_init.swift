import SwiftUI

struct Filter {
    var name: String
    init?(name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }
}

struct FilterView: View {
    // nope: Filter(name:) is failable, so the default's type is Filter? and cannot be written from the syntax alone
    @State private var filter = Filter(name: "all") // expect: redundant-state-default STATE-E2
    @State private var id = UUID(uuidString: "x") // expect: redundant-state-default STATE-E2

    init(filter: Filter?) {
        self.filter = filter
        self.id = nil
    }

    var body: some View { Text("filter") }
}
