import SwiftUI

enum Kind { case small, large, other }

struct SizeView: View {
    @State private var size = CGSize() // expect: redundant-state-default

    init(kind: Kind) {
        switch kind {
        case .small:
            size = CGSize(width: 1, height: 1)
        case .large:
            size = CGSize(width: 9, height: 9)
        default:
            size = .zero
        }
    }

    var body: some View { Text("\(size.width)") }
}
