import UIKit

final class ProfileViewController: UIViewController {
    let appURL = URL(string: "instagram://user?username=apple")!

    @objc func openInstagram() {
        if UIApplication.shared.canOpenURL(appURL) { // expect: open-url-preflight URL-B
            UIApplication.shared.open(appURL)
        } else {
            let alert = UIAlertController(title: "Instagram is not installed", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
}
