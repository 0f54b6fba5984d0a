import Foundation

/* NSBundleResourceRequest used to fetch levels; now Background Assets. */ // nope: a comment
final class AssetLoader {
    let legacyName = "NSBundleResourceRequest" // nope: a string literal
    var bundleResourceRequestCount = 0 // nope: another identifier

    func load() {
        // NSBundleResourceRequest(tags:) // nope: a comment
        let priority = NSBundleResourceRequestLoadingPriorityUrgent // nope: a constant, not the request type
        print(priority)
    }
}
