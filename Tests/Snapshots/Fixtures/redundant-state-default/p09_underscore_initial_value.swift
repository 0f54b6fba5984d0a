import SwiftUI

// Case 9: the underscore form also supplies the value; it stays as written.
struct ToggleRow: View {
    @State private var isOn: Bool = false // expect: redundant-state-default
    @State private var level = 0 // expect: redundant-state-default

    init(isOn: Bool, level: Int) {
        _isOn = State(initialValue: isOn)
        self._level = .init(wrappedValue: level)
    }

    var body: some View { Toggle("on \(level)", isOn: $isOn) }
}
