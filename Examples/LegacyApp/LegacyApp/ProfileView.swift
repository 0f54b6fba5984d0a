import SwiftUI

struct ProfileView: View {
    @State private var name: String = ""
    @State private var bio = "No bio yet"
    @State private var isEditing = false

    init(name: String, bio: String) {
        self.name = name
        self.bio = bio
    }

    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Bio", text: $bio)
                .textFieldStyle(.roundedBorder)
            Toggle("Editing", isOn: $isEditing)
            Button("Save") {
                Task { try await FeedStore.shared.saveProfile(name: name, bio: bio) }
            }
        }
    }
}
