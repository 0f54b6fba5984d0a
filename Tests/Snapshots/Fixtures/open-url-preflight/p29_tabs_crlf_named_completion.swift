import UIKit

final class TabbedViewController: UIViewController {
	func openApp(_ url: URL) {
		if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-B
			UIApplication.shared.open(url, options: [:]) { success in
				print(success)
			}
		} else {
			dismiss(animated: true)
		}
	}
}
