import UIKit

// All of the app delegate's code is in the Objective-C superclass.
@UIApplicationMain // expect: scene-delegate SCENE-E3
class AppDelegate: OTRAppDelegate {}
