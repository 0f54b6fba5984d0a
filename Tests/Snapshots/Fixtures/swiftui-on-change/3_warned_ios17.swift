import SwiftUI

final class Model: ObservableObject {
    func update(_ value: Int) {}
}

struct Editor: View {
    @State private var text = ""
    @State private var size = 0
    @State private var enabled = false
    let model: Model
    var body: some View {
        VStack {
            TextField("Text", text: $text)
                .onChange(of: text) { newValue in // expect: swiftui-on-change
                    print(newValue)
                }
                .onChange(of: size) { (value) in print(value) } // expect: swiftui-on-change
                .onChange(of: size) { (value: Int) in print(value) } // expect: swiftui-on-change
                .onChange(of: enabled) { _ in print("toggled") } // expect: swiftui-on-change
                .onChange(of: size) { [weak model] value in model?.update(value) } // expect: swiftui-on-change
                .onChange(of: size) { [model] _ in model.update(0) } // expect: swiftui-on-change
                .onChange(of: size) { print($0) } // expect: swiftui-on-change
                .onChange(of: text, perform: { value in print(value) }) // expect: swiftui-on-change
                .onChange(of: size) { value in // expect: swiftui-on-change
                    [1, 2].forEach { print($0 + value) }
                }
        }
    }
}
