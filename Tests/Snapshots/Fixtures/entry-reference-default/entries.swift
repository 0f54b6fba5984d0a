import SwiftUI

final class Theme {
    var accent = Color.blue
}

struct Spacing {
    var unit: CGFloat = 8
}

enum Density { case compact, regular }

extension EnvironmentValues {
    @Entry var theme = Theme() // expect: entry-reference-default ENTRY-W1
    @Entry var sessionID = UUID() // expect: entry-reference-default ENTRY-W2
    @Entry var openedAt: Date = .now // expect: entry-reference-default ENTRY-W2
    @Entry var startedAt = Date.now // expect: entry-reference-default ENTRY-W2
    @Entry var seed = Int.random(in: 0..<100) // expect: entry-reference-default ENTRY-W2
    @Entry var imageCache = NSCache<NSString, UIImage>() // expect: entry-reference-default ENTRY-I1
    @Entry var onDismiss: () -> Void = {} // expect: entry-reference-default ENTRY-I2
    @Entry var spacing = Spacing() // nope: a project struct compares equal
    @Entry var density = Density.regular // nope: an enum case
    @Entry var title = "Home" // nope: a literal
    @Entry var count = 0 // nope: a literal
    @Entry var optionalTheme: Theme? = nil // nope: nil
    @Entry var explicitTheme: Theme? // nope: no default
    @Entry var accent = Color(red: 0.2, green: 0.4, blue: 0.8) // nope: a framework value type
    @Entry var shared = Theme.shared // nope: one stable instance
    var plain = Theme() // nope: not an @Entry
}

extension Theme {
    static let shared = Theme()
}

// @Entry var theme = Theme() // nope: a comment
