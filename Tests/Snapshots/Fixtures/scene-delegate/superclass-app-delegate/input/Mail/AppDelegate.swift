//
//  AppDelegate.swift
//  Mail
//

import UIKit

@main // expect: scene-delegate
final class AppDelegate: BaseAppDelegate {

    override func applicationDidBecomeActive(_ application: UIApplication) {
        super.applicationDidBecomeActive(application)
        print("badge cleared")
    }
}
