import Foundation
import XCTest

/// The life-cycle simulator can fail: an app left on the app life cycle does not launch under
/// the scene life cycle, a hand-written correct migration passes the comparison, and migrations
/// with the mistakes the bridge exists to avoid are caught.
final class SceneLifecycleSelfTests: XCTestCase {
    static let appDelegate = """
        import UIKit

        final class HomeViewController: UIViewController {}

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                print("launch")
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                window?.makeKeyAndVisible()
                return true
            }

            func applicationDidBecomeActive(_ application: UIApplication) { print("active") }
            func applicationWillEnterForeground(_ application: UIApplication) { print("foreground") }
            func applicationDidEnterBackground(_ application: UIApplication) { print("background") }

            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                print("open \\(url) from \\(options[.sourceApplication] as? String ?? "unknown")")
                return true
            }
        }

        """

    /// Everything a correct bridge needs; the wrong variants drop or change one part.
    static func sceneDelegate(attach: Bool = true, keepAppDelegateWindow: Bool = true, forwardActive: Bool = true,
                              guardForeground: Bool = true, coldURL: Bool = true, sourceApplication: Bool = true) -> String {
        """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private static var hasEnteredBackground = false
            private var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                if let window = appDelegate?.window {
                    \(attach ? "window.windowScene = windowScene" : "_ = windowScene")
                    if !window.isHidden { window.makeKeyAndVisible() }
                    self.window = window
                    \(keepAppDelegateWindow ? "" : "appDelegate?.window = nil")
                }
                \(coldURL ? "for context in connectionOptions.urlContexts { open(context) }" : "")
            }

            func sceneDidBecomeActive(_ scene: UIScene) {
                \(forwardActive ? "appDelegate?.applicationDidBecomeActive(UIApplication.shared)" : "")
            }

            func sceneWillEnterForeground(_ scene: UIScene) {
                \(guardForeground ? "guard Self.hasEnteredBackground else { return }" : "")
                appDelegate?.applicationWillEnterForeground(UIApplication.shared)
            }

            func sceneDidEnterBackground(_ scene: UIScene) {
                Self.hasEnteredBackground = true
                appDelegate?.applicationDidEnterBackground(UIApplication.shared)
            }

            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                for context in URLContexts { open(context) }
            }

            private func open(_ context: UIOpenURLContext) {
                var options: [UIApplication.OpenURLOptionsKey: Any] = [:]
                \(sourceApplication ? "if let source = context.options.sourceApplication { options[.sourceApplication] = source }" : "")
                _ = appDelegate?.application(UIApplication.shared, open: context.url, options: options)
            }
        }

        """
    }

    static let emptyPlist = plist("")
    static let manifestPlist = plist("""
        <key>UIApplicationSceneManifest</key>
        <dict>
            <key>UIApplicationSupportsMultipleScenes</key><false/>
            <key>UISceneConfigurations</key>
            <dict>
                <key>UIWindowSceneSessionRoleApplication</key>
                <array><dict>
                    <key>UISceneConfigurationName</key><string>Default Configuration</string>
                    <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                </dict></array>
            </dict>
        </dict>
        """)

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>\(body)</dict></plist>
        """
    }

    func testSimulatorTellsCorrectMigrationsFromWrongOnes() throws {
        try LifeCycleHarness.requireLibraries()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-lifecycle-self-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let original = LifeCycleHarness.App(name: "original", files: [
            "AppDelegate.swift": Array(Self.appDelegate.utf8), "Info.plist": Array(Self.emptyPlist.utf8),
        ])
        func migration(_ name: String, _ sceneDelegate: String) -> LifeCycleHarness.App {
            LifeCycleHarness.App(name: name, files: [
                "AppDelegate.swift": Array(Self.appDelegate.utf8), "SceneDelegate.swift": Array(sceneDelegate.utf8),
                "Info.plist": Array(Self.manifestPlist.utf8),
            ])
        }
        let variants: [(app: LifeCycleHarness.App, failsIn: String?)] = [
            (migration("correct", Self.sceneDelegate()), nil),
            (migration("window-not-attached", Self.sceneDelegate(attach: false)), "launch"),
            (migration("delegate-window-cleared", Self.sceneDelegate(keepAppDelegateWindow: false)), "launch"),
            (migration("active-not-forwarded", Self.sceneDelegate(forwardActive: false)), "launch"),
            (migration("foreground-at-launch", Self.sceneDelegate(guardForeground: false)), "launch"),
            (migration("cold-url-lost", Self.sceneDelegate(coldURL: false)), "cold-url"),
            (migration("source-application-lost", Self.sceneDelegate(sourceApplication: false)), "warm-url"),
        ]
        let builds = Parallel.map([original] + variants.map(\.app)) { LifeCycleHarness.build($0, scratch: scratch) }
        guard case .success(let originalExecutable) = builds[0] else { return XCTFail("\(builds[0])") }

        let refused = LifeCycleHarness.run(originalExecutable, original, lifecycle: "scene", scenario: "launch")
        XCTAssertEqual(refused.status, 3, "an app without a scene manifest must not launch under the scene life cycle: \(refused)")
        XCTAssertTrue(refused.output.contains("UIScene life cycle is required"), refused.output)
        let launched = LifeCycleHarness.run(originalExecutable, original, lifecycle: "app", scenario: "launch")
        XCTAssertEqual(launched.output, "launch\nactive\n[sim] launch: on screen UINavigationController (key); delegate.window is the on-screen window\n")

        // Each variant is compared on its own (in parallel: every comparison runs processes).
        let comparisons = Parallel.map(Array(zip(variants, builds.dropFirst()))) { variant, build -> [String]? in
            guard case .success(let executable) = build else { return nil }
            return LifeCycleHarness.compare(original: originalExecutable, original, migrated: executable, variant.app)
        }
        for ((variant, build), comparison) in zip(zip(variants, builds.dropFirst()), comparisons) {
            guard let failures = comparison else { XCTFail("\(variant.app.name): \(build)"); continue }
            if let scenario = variant.failsIn {
                XCTAssertTrue(failures.contains { $0.hasPrefix(scenario + ":") },
                              "\(variant.app.name) must fail the \(scenario) scenario; failures: \(failures)")
            } else {
                XCTAssertEqual(failures, [], "the correct migration must pass")
            }
        }
    }

    /// On iPad the `~ipad` storyboard and manifest keys win, as in UIKit: an app with an iPad
    /// storyboard shows it there, and a scene manifest naming only the iPhone one does not.
    func testIPadReadsTheIPadStoryboardAndManifest() throws {
        try LifeCycleHarness.requireLibraries()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-lifecycle-ipad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        func storyboard(_ controller: String) -> [UInt8] {
            Array("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                    <scenes><scene sceneID="s"><objects>
                        <viewController id="a" customClass="\(controller)" customModuleProvider="target" sceneMemberID="viewController"/>
                    </objects></scene></scenes>
                </document>
                """.utf8)
        }
        func manifest(_ key: String, storyboard: String) -> String {
            """
            <key>\(key)</key>
            <dict>
                <key>UISceneConfigurations</key>
                <dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
                    <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                    <key>UISceneStoryboardFile</key><string>\(storyboard)</string>
                </dict></array></dict>
            </dict>
            """
        }
        let storyboards = "<key>UIMainStoryboardFile</key><string>Phone</string><key>UIMainStoryboardFile~ipad</key><string>Pad</string>"
        let app = LifeCycleHarness.App(name: "ipad", files: [
            "AppDelegate.swift": Array("""
                import UIKit

                final class PhoneViewController: UIViewController {}
                final class PadViewController: UIViewController {}

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                }

                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }

                """.utf8),
            "Base.lproj/Phone.storyboard": storyboard("PhoneViewController"),
            "Base.lproj/Pad.storyboard": storyboard("PadViewController"),
            "Info.plist": Array(Self.plist(storyboards + manifest("UIApplicationSceneManifest", storyboard: "Phone")).utf8),
        ])
        var both = app
        both.name = "ipad-manifest"
        both.files["Info.plist"] = Array(Self.plist(storyboards + manifest("UIApplicationSceneManifest", storyboard: "Phone")
                                                    + manifest("UIApplicationSceneManifest~ipad", storyboard: "Pad")).utf8)
        let builds = Parallel.map([app, both]) { LifeCycleHarness.build($0, scratch: scratch) }
        guard case .success(let phoneOnly) = builds[0], case .success(let withIPad) = builds[1] else { return XCTFail("\(builds)") }
        func shown(_ executable: URL, _ app: LifeCycleHarness.App, _ lifecycle: String, _ idiom: String) -> String {
            LifeCycleHarness.run(executable, app, lifecycle: lifecycle, scenario: "launch", idiom: idiom).output
        }
        func expect(_ output: String, _ line: String, file: StaticString = #filePath, line number: UInt = #line) {
            XCTAssertTrue(output.contains(line), "expected \(line) in:\n\(output)", file: file, line: number)
        }
        expect(shown(phoneOnly, app, "app", "phone"), "on screen PhoneViewController (key)")
        expect(shown(phoneOnly, app, "app", "pad"), "on screen PadViewController (key)")
        expect(shown(phoneOnly, app, "scene", "pad"), "on screen PhoneViewController (key)")
        expect(shown(withIPad, both, "scene", "phone"), "on screen PhoneViewController (key)")
        expect(shown(withIPad, both, "scene", "pad"), "on screen PadViewController (key)")
        XCTAssertEqual(LifeCycleHarness.idioms(of: app), ["phone", "pad"])
    }

    /// The windows on screen are listed back to front, as UIKit stacks them: by level, then the one
    /// shown or made key and visible last in front, whatever order they were made in.
    func testWindowsAreListedInStackingOrder() throws {
        try LifeCycleHarness.requireLibraries()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-lifecycle-stacking-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let app = LifeCycleHarness.App(name: "stacking", files: [
            "AppDelegate.swift": Array("""
                import UIKit

                final class Overlay: UIViewController {}
                final class Front: UIViewController {}
                final class Back: UIViewController {}

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var overlay: UIWindow?
                    var back: UIWindow?

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        overlay = UIWindow(frame: .zero)
                        overlay?.rootViewController = Overlay()
                        overlay?.windowLevel = .alert
                        overlay?.isHidden = false
                        window = UIWindow(frame: .zero)
                        window?.rootViewController = Front()
                        back = UIWindow(frame: .zero)
                        back?.rootViewController = Back()
                        back?.isHidden = false
                        window?.makeKeyAndVisible()
                        back?.isHidden = false
                        return true
                    }
                }
                """.utf8),
            "Info.plist": Array(Self.emptyPlist.utf8),
        ])
        guard case .success(let executable) = LifeCycleHarness.build(app, scratch: scratch) else {
            return XCTFail("\(LifeCycleHarness.build(app, scratch: scratch))")
        }
        let run = LifeCycleHarness.run(executable, app, lifecycle: "app", scenario: "launch")
        XCTAssertEqual(run.output, "[sim] launch: on screen Back, Front (key), Overlay; delegate.window is the on-screen window\n")
    }
}
