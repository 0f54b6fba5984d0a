//
//  DeepLinkRouter.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class DeepLinkRouter {
    static let shared = DeepLinkRouter()

    func open(_ url: URL, from source: String? = nil) -> Bool {
        print("router: \(url) from \(source ?? "no app")")
        return url.scheme == "notes"
    }

    func open(_ shortcut: String) -> Bool {
        print("router: shortcut \(shortcut)")
        return shortcut.hasPrefix("com.example.")
    }
}

/// Restores the note a user activity names, when UIKit hands it the activity.
final class NoteRestorer: UIResponder {
    static let shared = NoteRestorer()

    override func restoreUserActivityState(_ userActivity: NSUserActivity) {
        print("restored \(userActivity.activityType)")
    }
}

/// Setup the user has not finished: until it is done, the app ignores what launched it.
struct SetupState {
    static let current = SetupState(steps: ["sign-in"])
    let steps: [String]
}
