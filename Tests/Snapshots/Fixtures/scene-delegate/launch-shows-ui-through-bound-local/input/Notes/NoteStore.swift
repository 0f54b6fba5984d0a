//
//  NoteStore.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class NoteStore {
    static let shared = NoteStore()
    private(set) var notes: [String] = []

    func load() {
        notes = UserDefaults.standard.stringArray(forKey: "notes") ?? []
    }

    func save() {
        UserDefaults.standard.set(notes, forKey: "notes")
    }
}

/// Picks the first screen by replacing the storyboard's root view controller.
final class Router {
    private let store: NoteStore

    init(store: NoteStore) {
        self.store = store
    }

    func showStart() {
        let start = store.notes.isEmpty ? "Welcome" : "Notes"
        Self.show(start)
    }

    static func show(_ name: String) {
        let application = UIApplication.shared
        if let window = application.windows.first { // expect: scene-delegate SCENE-E3
            window.rootViewController?.title = name
        }
    }
}
