import Flutter
import UIKit

@main // expect: scene-delegate
@objc class AppDelegate: FlutterAppDelegate {
  override func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    // UIKit no longer loads the main storyboard's window before launch; launch code uses it.
    if window == nil {
      window = UIWindow()
      window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
    }
    return super.application(application, willFinishLaunchingWithOptions: launchOptions)
  }

  /// What didFinishLaunching answered: false kept UIKit from passing on the URL, user activity or
  /// shortcut that launched the app, so the scene delegate asks before passing them on.
  private(set) var launchAccepted = true

  private func acceptLaunch(_ accepted: Bool) -> Bool {
    launchAccepted = accepted
    return accepted
  }

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    return acceptLaunch(super.application(application, didFinishLaunchingWithOptions: launchOptions))
  }
}
