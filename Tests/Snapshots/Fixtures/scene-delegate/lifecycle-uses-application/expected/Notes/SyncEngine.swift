//
//  SyncEngine.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import Foundation

final class SyncEngine {
    static let shared = SyncEngine()
    func pause() {}
    func resume() {}
    func flush() {}
}
