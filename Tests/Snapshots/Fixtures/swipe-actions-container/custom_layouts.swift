import SwiftUI

struct StickerBoard: View {
    @State private var stickers: [Sticker] = []

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(stickers) { sticker in
                    StickerRow(sticker: sticker)
                        .swipeActions { // expect: swipe-actions-container SWIPE-W1
                            Button("Delete", role: .destructive) { stickers.removeAll { $0.id == sticker.id } }
                        }
                }
            }
        }
    }
}

struct StickerGrid: View {
    let stickers: [Sticker]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(stickers) { sticker in
                if sticker.isPinned {
                    StickerRow(sticker: sticker)
                        .swipeActions(edge: .leading) { // expect: swipe-actions-container SWIPE-W1
                            Button("Unpin") {}
                        }
                }
            }
        }
    }
}

struct StickerList: View {
    let stickers: [Sticker]

    var body: some View {
        List {
            ForEach(stickers) { sticker in
                StickerRow(sticker: sticker)
                    .swipeActions { Button("Delete") {} } // nope: inside a List, which coordinates swipes itself
            }
        }
    }
}

struct SettingsForm: View {
    var body: some View {
        Form {
            Text("Row")
                .swipeActions { Button("Hide") {} } // nope: Form rows are List rows
        }
    }
}

struct StickerRow: View {
    let sticker: Sticker
    var body: some View {
        HStack { Text(sticker.name) }
            .swipeActions { Button("Share") {} } // nope: the container is not known here (used elsewhere)
    }
}

struct ScrollInsideList: View {
    var body: some View {
        List {
            ScrollView(.horizontal) {
                Text("Chip")
                    .swipeActions { Button("Remove") {} } // expect: swipe-actions-container SWIPE-W1
            }
        }
    }
}

// ScrollView { Row().swipeActions { } } // nope: a comment
