import SwiftUI
import UniformTypeIdentifiers

struct LoginForm: View {
    @State private var name = ""
    @State private var code = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder) // expect: swiftui-deprecations SWIFTUI-I1
            TextField("Code", text: $code)
                .textFieldStyle(.squareBorder) // expect: swiftui-deprecations SWIFTUI-I1
            TextField("Legacy", text: $code)
                .textFieldStyle(RoundedBorderTextFieldStyle()) // expect: swiftui-deprecations SWIFTUI-I1
            TextField("Plain", text: $code)
                .textFieldStyle(.plain) // nope: not a border style
            Button("Go") {}
                .buttonStyle(.bordered) // nope: a button style
        }
        .toolbarMinimizeBehavior(.onScrollDown) // expect: swiftui-deprecations SWIFTUI-W2
        .toolbarMinimizationBehavior(.onScrollDown) // nope: the current spelling
        .tabBarMinimizeBehavior(.onScrollDown) // nope: the iOS 26 tab bar API
    }
}

struct TextDocument: FileDocument { // expect: swiftui-deprecations SWIFTUI-I3
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper() }
}

final class Canvas: ReferenceFileDocument { // expect: swiftui-deprecations SWIFTUI-I3
    static var readableContentTypes: [UTType] { [.data] }
    init(configuration: ReadConfiguration) throws {}
    func snapshot(contentType: UTType) throws -> Data { Data() }
    func fileWrapper(snapshot: Data, configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper() }
}

struct Viewer: View {
    let document: TextDocument // nope: a use of a conforming type, reported at its declaration
    var body: some View { Text(document.text) }
}

// .textFieldStyle(.roundedBorder) // nope: a comment
let styleName = ".roundedBorder FileDocument" // nope: a string
