import SwiftUI

// Case 12: this project's own `State` wrapper is not SwiftUI's.
@propertyWrapper
struct State<Value> {
    var wrappedValue: Value
}

struct CustomStateView {
    @State var count = 0 // nope: the project declares its own State wrapper

    init(count: Int) {
        self.count = count
    }
}
