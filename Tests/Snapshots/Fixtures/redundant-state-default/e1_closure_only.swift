import SwiftUI

struct LoaderView: View {
    @State private var text = "" // expect: redundant-state-default STATE-E1

    init(source: [String]) {
        source.forEach { line in
            text = line
        }
    }

    var body: some View { Text(text) }
}
