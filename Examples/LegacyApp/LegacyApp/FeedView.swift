import SwiftUI

/// Avatars already downloaded, shared by the feed's rows.
final class AvatarCache {
    var images: [String: UIImage] = [:]
}

extension EnvironmentValues {
    @Entry var avatarCache = AvatarCache()
}

/// The feed, one row per item; swiping a row deletes it.
struct FeedView: View {
    let items: [String]
    var onDelete: (String) -> Void

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .padding()
                        .swipeActions {
                            Button("Delete", role: .destructive) { onDelete(item) }
                        }
                }
            }
        }
    }
}
