import SwiftUI

// A moved initialization between two blank lines takes one of them along, so they do not end
// up adjacent; whitespace-only blank lines count as blank.
struct FeedView: View {
    private let filter: String

    @State private var loader: Int = 0 // expect: redundant-state-default

    init(filter: String, loader: Int) {
        self._loader = .init(wrappedValue: loader) // expect: redundant-state-default

        self.filter = filter

        print(filter)
    }

    var body: some View { Text(filter) }
}

struct VisitAgainView: View {
    private let filter: String

    @State private var loader: Int = 0 // expect: redundant-state-default

    init(filter: String) {
        print(filter)
        
        self._loader = .init(wrappedValue: 1) // expect: redundant-state-default
        
        self.filter = filter
        
    }

    var body: some View { Text(filter) }
}

// A blank line on one side only stays.
struct ProfileView: View {
    private let name: String

    @State private var loader: Int = 0 // expect: redundant-state-default

    init(name: String) {
        self._loader = .init(wrappedValue: 2) // expect: redundant-state-default

        self.name = name
        print(name)
    }

    var body: some View { Text(name) }
}
