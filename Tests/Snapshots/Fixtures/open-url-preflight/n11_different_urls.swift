import UIKit

func openEither(a: URL, b: URL) {
    if UIApplication.shared.canOpenURL(a) { // expect: open-url-preflight URL-W2
        UIApplication.shared.open(b)
    }
}

func openComputed(scheme: String) {
    if UIApplication.shared.canOpenURL(makeURL(scheme)) { // expect: open-url-preflight URL-W2
        UIApplication.shared.open(makeURL(scheme))
    }
}

func makeURL(_ scheme: String) -> URL { URL(string: scheme + "://")! }
