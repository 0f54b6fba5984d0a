import UIKit

/// Window lookups inside string interpolations are reported as anywhere else; text that only
/// names them, escaped or raw, is not.
enum WindowLog {
    static func describeWindows() -> String {
        "windows: \(UIApplication.shared.windows.count)" // expect: key-window KEYWIN-W2
    }

    static func describeKey() -> String {
        "key: \(String(describing: UIApplication.shared.keyWindow))" // expect: key-window KEYWIN-W1
    }

    static func describeDelegate() -> String {
        #"delegate window: \#(String(describing: UIApplication.shared.delegate?.window))"# // expect: key-window KEYWIN-W4
    }

    static func nested(_ name: String) -> String {
        "\(name): \("\(UIApplication.shared.windows.first?.bounds ?? .zero)")" // expect: key-window KEYWIN-W2
    }

    static func notLookups(in scene: UIWindowScene) -> String {
        let escaped = "\\(UIApplication.shared.windows) is a placeholder" // nope: `\\` then a plain "("
        let raw = #"raw \(UIApplication.shared.keyWindow)"# // nope: a raw string interpolates with \#(
        return "\(escaped) \(raw) \(scene.windows.count) \(scene.keyWindow as Any)" // nope: the scene's own windows
    }
}
