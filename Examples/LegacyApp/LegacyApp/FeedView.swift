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
        NavigationView {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(items, id: \.self) { item in
                        row(for: item)
                            .swipeActions {
                                Button("Delete", role: .destructive) { onDelete(item) }
                            }
                    }
                }
            }
            .navigationTitle("Feed")
        }
        .navigationViewStyle(.stack)
    }

    /// A row: the item, with a progress bar a third of the row wide.
    func row(for item: String) -> AnyView {
        AnyView(
            GeometryReader { proxy in
                HStack {
                    Text(item)
                    Capsule().frame(width: proxy.size.width / 3, height: 4)
                }
            }
            .padding()
        )
    }
}

#if DEBUG
struct FeedView_Previews: PreviewProvider {
    static var previews: some View {
        FeedView(items: ["First", "Second"], onDelete: { _ in })
            .previewDisplayName("Two items")
    }
}
#endif
