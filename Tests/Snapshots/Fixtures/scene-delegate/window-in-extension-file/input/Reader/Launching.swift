//
//  Launching.swift
//  Reader
//

import UIKit

final class Library {
    private(set) var books: [String] = []
    func load() { books = ["Dune"]; print("library loaded") }
}

final class ShelfViewController: UIViewController {
    let books: [String]
    init(books: [String]) {
        self.books = books
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

extension AppDelegate {
    func launchInterface() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: ShelfViewController(books: library.books))
        window.makeKeyAndVisible()
        self.window = window
        print("interface launched with \(library.books.count) book(s)")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        print("reader: saving position")
    }
}
