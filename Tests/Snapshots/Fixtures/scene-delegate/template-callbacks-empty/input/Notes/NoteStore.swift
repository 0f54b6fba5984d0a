//
//  NoteStore.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import Foundation

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
