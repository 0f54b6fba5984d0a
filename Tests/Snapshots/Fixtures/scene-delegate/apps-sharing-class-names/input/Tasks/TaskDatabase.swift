//
//  TaskDatabase.swift
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//

import Foundation

final class TaskDatabase {
    static let shared = TaskDatabase()
    var sceneIdentifier: String?
    func migrateIfNeeded() {}
}

final class PushRegistry {
    static let shared = PushRegistry()
    func register(token: Data) {}
}
