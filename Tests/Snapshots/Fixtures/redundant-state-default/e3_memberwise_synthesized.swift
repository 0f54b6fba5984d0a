import SwiftUI

// No init in the struct's body: the memberwise init still takes `count: Int = 0`.
struct MemberwiseView: View {
    @State var count = 0 // expect: redundant-state-default STATE-E3
    var title = ""

    var body: some View { Text("\(title) \(count)") }
}

extension MemberwiseView {
    init(start: Int) {
        count = start
    }
}

struct Box<Value> {
    var value: Value
}

struct GenericBoxView: View {
    // nope: `Box(value:)` infers its generic argument, `: Box` alone would not compile
    @State private var box = Box(value: 1) // expect: redundant-state-default STATE-E2

    init(value: Int) {
        box = Box(value: value)
    }

    var body: some View { Text("\(box.value)") }
}
