import SwiftUI
import UIKit

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

enum Presenter {
    static func topController() -> UIViewController? {
        UIApplication.shared.keyWindow?.rootViewController // expect: key-window KEYWIN-W1
    }

    static func anyKeyWindow() -> UIWindow? {
        UIApplication.shared.windows.first { $0.isKeyWindow } // expect: key-window KEYWIN-W2
    }

    static func showOverlay() {
        let overlay = UIWindow(frame: UIScreen.main.bounds) // expect: key-window KEYWIN-W3
        overlay.makeKeyAndVisible()
    }

    static func delegateWindow() -> UIWindow? {
        UIApplication.shared.delegate?.window ?? nil // expect: key-window KEYWIN-W4
    }

    static func sceneOverlay(in windowScene: UIWindowScene) -> UIWindow {
        let window = UIWindow(frame: windowScene.coordinateSpace.bounds) // nope: scene setup, the window gets a scene below
        window.windowScene = windowScene
        return window
    }

    static func near(_ scene: UIWindowScene) -> UIWindow? {
        // UIApplication.shared.keyWindow // nope: a comment
        let text = "UIApplication.shared.windows" // nope: a string
        print(text)
        return scene.keyWindow // nope: the recommended scene key window
    }
}
