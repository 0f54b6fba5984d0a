import Foundation

/// Loads and caches the feed. Shared by the whole app.
final class FeedStore {
    static let shared = FeedStore()

    private(set) var items: [String] = []
    private(set) var userName = "Guest"
    private(set) var userBio = ""
    private var timer: Timer?

    func refresh() async throws {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/feed.json")!)
        items = try JSONDecoder().decode([String].self, from: data)
    }

    func saveProfile(name: String, bio: String) async throws {
        var request = URLRequest(url: URL(string: "https://example.com/profile")!)
        request.httpMethod = "PUT"
        request.httpBody = try JSONEncoder().encode(["name": name, "bio": bio])
        _ = try await URLSession.shared.data(for: request)
        userName = name
        userBio = bio
    }

    func resumeRefreshing() {
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
            Task { try? await FeedStore.shared.refresh() }
        }
    }

    func pauseRefreshing() {
        timer?.invalidate()
        timer = nil
    }
}
