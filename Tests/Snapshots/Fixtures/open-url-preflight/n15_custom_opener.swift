import UIKit

protocol URLOpening {
    func canOpenURL(_ url: URL) -> Bool // nope: a protocol requirement, not a call
    func open(_ url: URL)
}

final class Router {
    let opener: URLOpening

    init(opener: URLOpening) {
        self.opener = opener
    }

    func route(to u: URL) {
        if self.opener.canOpenURL(u) { // expect: open-url-preflight URL-W1
            self.opener.open(u)
        }
    }

    func routeInjected(to u: URL, via other: URLOpening) {
        if other.canOpenURL(u) { // expect: open-url-preflight URL-W1
            other.open(u)
        }
    }
}
