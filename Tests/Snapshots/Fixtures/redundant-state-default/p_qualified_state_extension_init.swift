import SwiftUI

struct SearchView: View {
    @SwiftUI.State private var query = "" // expect: redundant-state-default
    @State
    private var results = [String]() // expect: redundant-state-default
    @State var scores = [String: Int]() // expect: redundant-state-default
    @State var seen = Set<Int>() // expect: redundant-state-default
    @State var id = UUID() // expect: redundant-state-default
    @State var start = Date(timeIntervalSince1970: 0) // expect: redundant-state-default

    init() {
        self.init(query: "")
    }

    init(results: [String]) {
        query = ""
        self.results = results
        scores = [:]
        seen = []
        id = UUID()
        start = .now
    }

    var body: some View { Text(query) }
}

extension SearchView {
    init(query: String) {
        self.query = query
        self.results = []
        scores = [:]
        seen = []
        id = UUID()
        start = .now
    }
}
