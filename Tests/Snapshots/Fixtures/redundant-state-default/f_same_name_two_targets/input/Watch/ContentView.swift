import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View { Text("\(count)") }
}

extension ContentView {
    init(label: String) {
        print(label)
    }
}
