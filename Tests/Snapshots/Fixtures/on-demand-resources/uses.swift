import Foundation

final class LevelLoader {
    private var request: NSBundleResourceRequest? // expect: on-demand-resources ODR-W1

    func load(level: Int) async throws {
        let request = NSBundleResourceRequest(tags: ["level-\(level)"]) // expect: on-demand-resources ODR-W1
        request.loadingPriority = NSBundleResourceRequestLoadingPriorityUrgent
        try await request.beginAccessingResources()
        self.request = request
    }

    func qualified() -> Foundation.NSBundleResourceRequest { // expect: on-demand-resources ODR-W1
        Foundation.NSBundleResourceRequest(tags: []) // expect: on-demand-resources ODR-W1
    }
}
