import UIKit

@main // nope: the manifest comes from project.yml's info properties, with a scene delegate in the app
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TrackerStore.shared.open()
        return true
    }
}
