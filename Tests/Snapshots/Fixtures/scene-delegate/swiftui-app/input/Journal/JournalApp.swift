//
//  JournalApp.swift
//  Journal
//
//  Created by Dana Whitfield on 3/14/22.
//

import SwiftUI

@main
struct JournalApp: App { // nope: a SwiftUI App is already scene-based
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
