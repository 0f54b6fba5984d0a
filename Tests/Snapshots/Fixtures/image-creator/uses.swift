import ImagePlayground
import SwiftUI

@available(iOS 18.4, *)
final class StickerGenerator {
    private var creator: ImageCreator? // expect: image-creator IMAGE-E1

    func generate(prompt: String) async throws -> [CGImage] {
        let creator = try await ImageCreator() // expect: image-creator IMAGE-E1
        var images: [CGImage] = []
        for try await image in creator.images(for: [.text(prompt)], style: .animation, limit: 1) {
            images.append(image.cgImage)
        }
        return images
    }

    func qualified() async throws {
        _ = try await ImagePlayground.ImageCreator() // expect: image-creator IMAGE-E1
    }
}
