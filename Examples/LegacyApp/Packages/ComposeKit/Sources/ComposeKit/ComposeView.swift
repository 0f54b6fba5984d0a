import SwiftUI

/// A post being written, shared with the screens that add photos and tags.
public final class ComposeDraft: ObservableObject {
    @Published public var tags: [String] = []
    public init() {}
    public func loadSuggestedTags() async {}
}

/// Writes a post: a title, a body and a few options.
public struct ComposeView: View {
    @Environment(\.presentationMode) var presentationMode
    @StateObject private var draft = ComposeDraft()
    @State private var title = ""
    @State private var text = ""
    @State private var isPublic = true
    @State private var characterCount = 0
    @State private var isDiscarding = false
    @State private var isPosted = false

    public init() {}

    public var body: some View {
        Form {
            TextField("Title", text: $title)
                .autocapitalization(.words)
            TextEditor(text: $text)
                .cornerRadius(8)
                .onChange(of: text) { newValue in
                    characterCount = newValue.count
                }
            Toggle("Public", isOn: $isPublic)
                .accentColor(.green)
            Image(systemName: "text.cursor")
                .foregroundColor(.secondary)
            Button("Cancel") { presentationMode.wrappedValue.dismiss() }
            Button("Discard") { isDiscarding = true }
            Button("Post") { isPosted = true }
        }
        .actionSheet(isPresented: $isDiscarding) {
            ActionSheet(title: Text("Discard this post?"), buttons: [
                .destructive(Text("Discard")) { text = "" },
                .cancel(),
            ])
        }
        .alert(isPresented: $isPosted) {
            Alert(title: Text("Posted"), message: Text("Your post is live."), dismissButton: .default(Text("OK")))
        }
        .onAppear {
            Task { await draft.loadSuggestedTags() }
        }
        .navigationBarTitle("New Post", displayMode: .inline)
        .background(Color(.systemGroupedBackground).edgesIgnoringSafeArea(.all))
    }
}
