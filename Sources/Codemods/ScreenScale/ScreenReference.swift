import Rewriter

/// One `UIScreen.main.<property>` read in code (never in comments or strings:
/// those are single tokens the scan never looks into).
struct ScreenReference {
    enum Property: Equatable {
        /// `UIScreen.main.scale`
        case scale
        /// `UIScreen.main.traitCollection`, with the trait read from it, if any.
        case traitCollection(trait: String?)
        /// Report-only properties (§6): bounds, nativeScale, nativeBounds, coordinateSpace.
        case bounds, nativeScale, nativeBounds, coordinateSpace
        /// Any other read of the main screen (`UIScreen.main.brightness`, `UIScreen.main` itself):
        /// the property name, or nil for the screen itself. Reported (SCALE-S5).
        case other(property: String?)

        var isRewritable: Bool {
            switch self {
            case .scale, .traitCollection: return true
            default: return false
            }
        }
    }

    /// First token (`UIScreen`, or `UIKit` when qualified).
    let first: Int
    let screen: Int
    /// The `.` before `main` and the `main` token.
    let mainDot: Int
    let main: Int
    /// The property token (`scale`, `traitCollection`, `bounds`, ...).
    let property: Int
    /// Last token of the match: the property, or the trait after `traitCollection`.
    let last: Int
    let kind: Property

    /// Whether a comment sits between the first and last token.
    func containsComment(in file: SourceFile) -> Bool {
        (first...last).contains { file.tokens.kinds[$0].isComment }
    }

    /// Edits turning the reference into `self.traitCollection.displayScale`
    /// (for `scale`) or `self.traitCollection...` (for `traitCollection`).
    /// A chain without comments is replaced whole; one split by comments keeps
    /// them: only `UIScreen`, `.main` and `scale` change.
    func traitCollectionEdits(in file: SourceFile) -> [Edit] {
        let tokens = file.tokens
        let replacementTail = kind == .scale ? "traitCollection.displayScale" : nil
        if !containsComment(in: file) {
            let tail = replacementTail ?? file.text(tokens.start(property)..<tokens.end(last))
            return [Edit(range: tokens.start(first)..<tokens.end(last), replacement: "self." + tail)]
        }
        var edits = [Edit(range: tokens.start(first)..<tokens.end(screen), replacement: "self")]
        // Delete ".main" with the spaces and line break before it, but no comment.
        var from = mainDot
        while from - 1 > screen, tokens.kinds[from - 1] == .whitespace || tokens.kinds[from - 1] == .newline { from -= 1 }
        edits.append(.delete(tokens.start(from)..<tokens.end(main)))
        if let replacementTail {
            edits.append(Edit(range: tokens.start(property)..<tokens.end(property), replacement: replacementTail))
        }
        return edits
    }

    /// Every reference in the file, in source order.
    static func all(in file: SourceFile) -> [ScreenReference] {
        var result: [ScreenReference] = []
        for i in file.identifierTokens(spelling: "UIScreen") {
            if let reference = reference(at: i, in: file) { result.append(reference) }
        }
        return result
    }

    private static func reference(at screen: Int, in file: SourceFile) -> ScreenReference? {
        let kinds = file.tokens.kinds
        var first = screen
        if let dot = file.previous(before: screen), kinds[dot] == .period {
            // Only the module may qualify it: `UIKit.UIScreen.main`.
            guard let module = file.previous(before: dot), kinds[module] == .identifier, file.token(module, is: "UIKit"),
                  file.previous(before: module).map({ kinds[$0] != .period }) ?? true else { return nil }
            first = module
        }
        guard let dot1 = file.next(after: screen), kinds[dot1] == .period,
              let main = file.next(after: dot1), kinds[main] == .identifier, file.token(main, is: "main") else { return nil }
        guard let dot2 = file.next(after: main), kinds[dot2] == .period,
              let property = file.next(after: dot2), kinds[property] == .identifier else {
            return ScreenReference(first: first, screen: screen, mainDot: dot1, main: main, property: main, last: main,
                                   kind: .other(property: nil))
        }
        var last = property
        let kind: Property
        if file.token(property, is: "scale") {
            kind = .scale
        } else if file.token(property, is: "traitCollection") {
            var trait: String? = nil
            if let dot3 = file.next(after: property), kinds[dot3] == .period,
               let name = file.next(after: dot3), kinds[name] == .identifier {
                trait = file.text(of: name)
                last = name
            }
            kind = .traitCollection(trait: trait)
        } else if file.token(property, is: "bounds") {
            kind = .bounds
        } else if file.token(property, is: "nativeScale") {
            kind = .nativeScale
        } else if file.token(property, is: "nativeBounds") {
            kind = .nativeBounds
        } else if file.token(property, is: "coordinateSpace") {
            kind = .coordinateSpace
        } else {
            kind = .other(property: file.text(of: property))
        }
        return ScreenReference(first: first, screen: screen, mainDot: dot1, main: main,
                               property: property, last: last, kind: kind)
    }
}
