import SwiftUI

struct ShadowView: View {
    @State private var page = 0 // nope: the init assigns a local of the same name

    init(start: Int) {
        var page = start
        page = page + 1
        print(page)
    }

    var body: some View { Text("\(page)") }
}
