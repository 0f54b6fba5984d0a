//
//  LibraryViewController.swift
//  Player
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class LibraryViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

enum LibraryRefresher {
    static func refreshIfStale() { print("library refreshed") }
}

final class PlaybackController {
    static let shared = PlaybackController()
    func pause() { print("playback paused") }
    func resumeIfNeeded() { print("playback resumed") }
    func saveProgress() { print("progress saved") }
}
