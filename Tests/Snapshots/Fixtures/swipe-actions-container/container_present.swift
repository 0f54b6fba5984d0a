import SwiftUI

struct StickerBoard: View {
    @State private var stickers: [Sticker] = []

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(stickers) { sticker in
                    StickerRow(sticker: sticker)
                        .swipeActions { // nope: the ScrollView carries .swipeActionsContainer()
                            Button("Delete", role: .destructive) {}
                        }
                }
            }
        }
        .swipeActionsContainer()
    }
}
