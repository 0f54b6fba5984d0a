import React
import UIKit

@main // expect: scene-delegate SCENE-E3
class AppDelegate: RCTAppDelegate {
  override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
    moduleName = "Runner"
    initialProps = [:]
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    RCTLinkingManager.application(app, open: url, options: options)
  }
}
