import UIKit

@MainActor
final class Handoff {
    var attempts = 0

    func record() throws {}

    func handOff(_ url: URL) async throws {
        guard UIApplication.shared.canOpenURL(url) else { // expect: open-url-preflight URL-G
            try record()
            return
        }
        UIApplication.shared.open(url)
    }
}
