import SwiftUI

// Two targets each declare a ContentView; which extension belongs to which is unknown.
struct ContentView: View {
    @State private var count = 0 // nope: another declaration of ContentView exists, so its extensions are ambiguous

    init(start: Int) {
        count = start
    }

    var body: some View { Text("\(count)") }
}
