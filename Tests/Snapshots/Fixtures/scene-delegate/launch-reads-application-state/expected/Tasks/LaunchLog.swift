//
//  LaunchLog.swift
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//

final class LaunchLog {
    static let shared = LaunchLog()

    func record(_ event: String) {
        print(event)
    }
}
