import SwiftUI
import UIKit

final class HomeViewController: UIViewController {
    private let badge = BadgeView()
    private let store = FeedStore.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
        view.addSubview(badge)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(openHelp))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Profile", style: .plain, target: self, action: #selector(showProfile))

        // Refresh on launch; errors are dropped silently today.
        Task {
            try await store.refresh()
        }
    }

    @objc private func openHelp() {
        let url = URL(string: "https://example.com/help")!
        if UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url)
        }
    }

    @objc private func showProfile() {
        let profile = ProfileView(name: store.userName, bio: store.userBio)
        navigationController?.pushViewController(UIHostingController(rootView: profile), animated: true)
    }

    func openMaps(for address: String) {
        guard let url = URL(string: "maps://?q=\(address)") else { return }
        if UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        } else {
            showAlert("Maps is not available.")
        }
    }

    private func showAlert(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
