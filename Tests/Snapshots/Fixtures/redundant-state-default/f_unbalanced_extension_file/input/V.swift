import SwiftUI

struct V: View {
    @State private var count = 0 // nope: V+Broken.swift extends V but cannot be read, so an init there may rely on the default

    init(count: Int) {
        self.count = count
    }

    var body: some View { Text("\(count)") }
}
