import SwiftUI

struct Panel: View {
    // nope: in this module `State` is the wrapper declared in Wrappers.swift, not SwiftUI's
    @State var mode = 0

    init(mode: Int) {
        self.mode = mode
    }

    var body: some View { Text("\(mode)") }
}
