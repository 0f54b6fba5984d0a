import UIKit

// The fixture's Objective-C app delegate (Core/OTRAppDelegate.h), as Swift imports it.
class OTRAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
