import Foundation

/// Sticker packs are downloaded when first opened (On-Demand Resources tagged by pack name).
final class StickerPacks {
    private var requests: [String: NSBundleResourceRequest] = [:]

    func open(_ pack: String) async throws {
        let request = NSBundleResourceRequest(tags: [pack])
        try await request.beginAccessingResources()
        requests[pack] = request
    }

    func close(_ pack: String) {
        requests.removeValue(forKey: pack)?.endAccessingResources()
    }
}
