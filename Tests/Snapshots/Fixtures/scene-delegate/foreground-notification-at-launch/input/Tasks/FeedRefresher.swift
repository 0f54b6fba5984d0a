//
//  FeedRefresher.swift
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

/// Refreshes the feed whenever the user comes back to the app.
final class FeedRefresher {
    private var observer: NSObjectProtocol?

    func start() {
        observer = NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, // expect: scene-delegate SCENE-A6
                                                          object: nil, queue: nil) { _ in
            print("refreshing the feed")
        }
    }
}
