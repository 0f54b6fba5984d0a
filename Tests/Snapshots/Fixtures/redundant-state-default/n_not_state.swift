import SwiftUI

struct ModelView: View {
    @Binding var flag: Bool
    var count = 0 // nope: not @State
    @StateObject private var model = Model() // nope: @StateObject is not @State
    // @State private var old = 0 is only a comment

    init(flag: Binding<Bool>) {
        _flag = flag
        count = 3
        _model = StateObject(wrappedValue: Model())
        let text = "@State var x = 1"
        print(text)
    }

    var body: some View { Text("\(count)") }
}

final class Model: ObservableObject {}
