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

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // The badge only fits beside the title in portrait.
        badge.isHidden = UIDevice.current.orientation.isLandscape
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

    /// Whether to offer directions at all.
    var canShowDirections: Bool {
        UIApplication.shared.canOpenURL(URL(string: "maps://")!)
    }

    func showToast(_ text: String) {
        let label = UILabel()
        label.text = text
        UIApplication.shared.keyWindow?.addSubview(label)
    }

    private func showAlert(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
