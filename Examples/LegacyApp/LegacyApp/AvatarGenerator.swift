import ImagePlayground
import UIKit

/// Draws a placeholder avatar for users without a photo.
@available(iOS 18.4, *)
enum AvatarGenerator {
    static func avatar(for name: String) async throws -> UIImage? {
        let creator = try await ImageCreator()
        for try await image in creator.images(for: [.text("a friendly portrait of \(name)")], style: .illustration, limit: 1) {
            return UIImage(cgImage: image.cgImage)
        }
        return nil
    }
}
