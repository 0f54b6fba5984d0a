import SwiftUI

struct EpisodeImage: View {
    private let episode: String
    private let loader: Int

    @State private var image: String? = nil // expect: redundant-state-default

    init(episode: String, placeholder: String? = nil, loader: Int = 0) {
        self.episode = episode

        _image = .init(initialValue: placeholder) // expect: redundant-state-default

        self.loader = loader
    }

    var body: some View { Text(episode) }
}
