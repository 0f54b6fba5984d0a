import SwiftUI

// ImageCreator is deprecated; we moved to imagePlaygroundSheet. // nope: a comment
struct PlaygroundButton: View {
    @State private var showing = false
    let note = "ImageCreator was removed" // nope: a string literal
    let imageCreatorEnabled = false // nope: a different identifier

    var body: some View {
        Button("Create") { showing = true }
            .imagePlaygroundSheet(isPresented: $showing, concepts: [.text("cat")]) { url in
                print(url)
            }
    }

    func other(_ factory: Factory) {
        _ = factory.ImageCreator // nope: a member of another value, not the type
    }
}
