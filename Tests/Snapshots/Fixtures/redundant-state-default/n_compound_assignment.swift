import SwiftUI

struct StepView: View {
    @State private var step = 0 // nope: `+=` and `==` are not assignments of the initial value

    init(skip: Bool) {
        if step == 0 {
            print("start")
        }
        step += skip ? 1 : 0
    }

    var body: some View { Text("\(step)") }
}
