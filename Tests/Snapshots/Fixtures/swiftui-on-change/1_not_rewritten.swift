import SwiftUI

struct Settings: View {
    @State private var name = ""
    @State private var count = 0
    var body: some View {
        Form {
            Text(name)
                .onChange(of: name) { oldValue, newValue in // nope: already the two-parameter form
                    print(oldValue, newValue)
                }
                .onChange(of: count) { // nope: already the zero-parameter form
                    print("changed")
                }
                .onChange(of: count, initial: true) { _, value in // nope: initial: is the new API
                    print(value)
                }
                .onChange(of: name, perform: log) // expect: swiftui-on-change ONCHANGE-W1
        }
    }

    func log(_ value: String) {}
}
