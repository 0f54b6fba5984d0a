import Rewriter

/// Turns one `PreviewProvider` declaration into the text of its `#Preview` macros.
enum PreviewConversion {
    enum Outcome {
        /// The text replacing the whole declaration, and how many previews it holds.
        case rewrite(String, Int)
        case keep(String)
    }

    /// Modifiers that configure a PreviewProvider's canvas and that `#Preview` ignores.
    static let canvasOnlyModifiers = ["previewLayout", "previewDevice", "previewInterfaceOrientation", "previewContext"]

    private struct Preview {
        /// The bytes moved into the macro's body, less `removed`.
        let text: Range<Int>
        let removed: [Range<Int>]
        /// The line indentation the text has in the file.
        let indentation: String
        let name: String?
    }

    static func convert(_ provider: Declaration, in tree: SyntaxTree) -> Outcome {
        guard provider.genericParameters == nil, provider.whereClause == nil, provider.inheritance.count == 1 else {
            return .keep("it has generic parameters or conformances besides PreviewProvider")
        }
        let attributes = provider.attributes.filter { $0.baseName != "MainActor" }
        if let other = attributes.first(where: { $0.baseName != "available" }) { return .keep("its attribute `@\(other.name)` has no #Preview form") }
        if let modifier = provider.modifiers.first(where: { !["private", "fileprivate", "internal", "public", "package"].contains($0) }) {
            return .keep("its modifier `\(modifier)` has no #Preview form")
        }
        guard provider.members.count == 1, let previews = provider.members.first, previews.kind == .variable, previews.name == "previews",
              previews.isStatic, previews.isComputed, let getter = previews.body, tree.role(ofBrace: getter) == .functionBody,
              let getterClose = tree.partner(of: getter) else {
            let names = provider.members.map { $0.name }.filter { $0 != "previews" }
            return .keep(names.isEmpty ? "its previews are not a computed `static var previews`" : "it has other members (\(names.joined(separator: ", ")))")
        }
        if let attribute = previews.attributes.first(where: { $0.baseName != "MainActor" && $0.baseName != "ViewBuilder" }) {
            return .keep("its `previews` has the attribute `@\(attribute.name)`")
        }
        for i in getter...getterClose where tree.kind(i) == .identifier {
            if let modifier = canvasOnlyModifiers.first(where: { tree.file.token(i, isText: $0) }) {
                return .keep("it uses `\(modifier)`, which #Preview ignores")
            }
        }
        let file = tree.file
        let statements = tree.statements(in: getter)
        var container = (open: getter, close: getterClose)
        var views = statements
        if statements.count == 1, statements[0].kind == .expression, NavigationViewShape.rootName(of: statements[0], tree) == "Group" {
            guard let group = tree.call(calleeLast: statements[0].first), group.arguments.isEmpty, group.trailingClosures.count == 1,
                  let close = tree.partner(of: group.trailingClosures[0].leftBrace) else { return .keep("its Group could not be read") }
            guard group.last == statements[0].last else { return .keep("its Group has modifiers, which apply to each preview") }
            container = (group.trailingClosures[0].leftBrace, close)
            views = tree.statements(in: container.open)
        }
        var previewsOut: [Preview] = []
        let declarationsThenView = views.count > 1 && views.dropLast().allSatisfy { $0.kind == .declaration }
            && (views.last!.kind == .expression || views.last!.kind == .return)
        if declarationsThenView {
            // `let model = ...` then the view: one preview, as written.
            if (getter...getterClose).contains(where: { tree.isIdentifier($0, "previewDisplayName") }) {
                return .keep("it names a preview built from declarations")
            }
            guard let range = chunk(views, 0, views.count - 1, container, tree) else { return .keep("its previews could not be read") }
            previewsOut.append(Preview(text: range, removed: [], indentation: file.indentation(ofLineAt: file.tokens.start(views[0].first)), name: nil))
        } else {
            for (k, view) in views.enumerated() {
                let isLoneReturn = views.count == 1 && view.kind == .return && view.conditions.count == 1
                guard view.kind == .expression || isLoneReturn else {
                    return .keep("its previews are built with `\(tree.text(view.first))`, not only views")
                }
                let expression = isLoneReturn ? view.conditions[0] : view.first...view.last
                if NavigationViewShape.rootName(of: view, tree) == "ForEach" { return .keep("its previews are built by ForEach") }
                guard let range = chunk(views, k, k, container, tree) else { return .keep("its previews could not be read") }
                var removed: [Range<Int>] = []
                if isLoneReturn { removed.append(file.tokens.start(view.first)..<file.tokens.start(expression.lowerBound)) }
                var name: String? = nil
                switch displayName(in: expression, tree) {
                case .none: break
                case .named(let literal, let link):
                    name = literal
                    removed.append(ModifierChain.removal(of: link, in: tree).range)
                case .unreadable(let why): return .keep(why)
                }
                previewsOut.append(Preview(text: range, removed: removed, indentation: file.indentation(ofLineAt: file.tokens.start(view.first)), name: name))
            }
        }
        if previewsOut.isEmpty { return .keep("its previews are empty") }
        // Comments that do not move with a view (after the provider's `{`, before a Group) go on the
        // first `#Preview` line, in order.
        // Previews are in source order: one pass over both.
        var carried: [String] = []
        var next = 0
        for i in provider.first...provider.last where tree.kind(i).isComment {
            let start = file.tokens.start(i)
            while next < previewsOut.count, previewsOut[next].text.upperBound <= start { next += 1 }
            if next < previewsOut.count, previewsOut[next].text.contains(start) { continue }
            carried.append(tree.text(i))
        }
        return .rewrite(text(previewsOut, provider: provider, attributes: attributes, carrying: carried, tree), previewsOut.count)
    }

    private enum DisplayName {
        case none
        case named(String, ChainedCall)
        case unreadable(String)
    }

    /// The `.previewDisplayName("...")` chained at the top level of a view expression.
    private static func displayName(in expression: ClosedRange<Int>, _ tree: SyntaxTree) -> DisplayName {
        var found: [ChainedCall] = []
        var nested = false
        var i = expression.lowerBound
        while i <= expression.upperBound {
            if tree.kind(i).isOpeningBracket, let close = tree.partner(of: i) {
                if (i...close).contains(where: { tree.isIdentifier($0, "previewDisplayName") }) { nested = true }
                i = close + 1
                continue
            }
            if tree.isIdentifier(i, "previewDisplayName") {
                guard let dot = tree.previous(i), tree.kind(dot) == .period, let call = tree.call(calleeLast: i), call.calleeLast == i else {
                    return .unreadable("its `previewDisplayName` could not be read")
                }
                found.append(ChainedCall(dot: dot, name: i, call: call))
            }
            i += 1
        }
        if nested { return .unreadable("it calls `previewDisplayName` inside a view") }
        guard let link = found.first else { return .none }
        guard found.count == 1, let literal = ModifierChain.stringLiteralArgument(of: link, in: tree) else {
            return .unreadable("its preview name is not one plain string literal")
        }
        return .named(literal, link)
    }

    /// The bytes of statements `from...to` of a block with the comments above them and after them on
    /// their last line (and, for the block's last statement, any comment lines before its `}`).
    private static func chunk(_ statements: [Statement], _ from: Int, _ to: Int, _ block: (open: Int, close: Int), _ tree: SyntaxTree) -> Range<Int>? {
        let tokens = tree.file.tokens
        let first = statements[from], last = statements[to]
        let before = from == 0 ? block.open : statements[from - 1].last
        var start = tokens.start(first.first)
        if let newline = (before + 1..<first.first).first(where: { tree.kind($0) == .newline }) { start = tokens.end(newline) }
        let after = to == statements.count - 1 ? block.close : statements[to + 1].first
        var end = tokens.end(last.last)
        var j = last.last + 1
        while j < after, tree.kind(j) != .newline {
            if tree.kind(j).isComment { end = tokens.end(j) }
            j += 1
        }
        if to == statements.count - 1 {
            for k in j..<after where tree.kind(k).isComment { end = tokens.end(k) }
        }
        return start < end ? start..<end : nil
    }

    /// The `#Preview` macros replacing the provider, at the provider's indentation.
    private static func text(_ previews: [Preview], provider: Declaration, attributes: [Attribute], carrying comments: [String],
                             _ tree: SyntaxTree) -> String {
        let file = tree.file
        let newline = file.lineEnding
        let indent = file.indentation(ofLineAt: file.tokens.start(provider.first))
        let bodyIndent = indent + file.indentUnit
        let prefix = attributes.map { tree.sourceText($0.first, $0.last) + newline + indent }.joined()
        return previews.enumerated().map { index, preview in
            var bytes: [UInt8] = []
            var offset = preview.text.lowerBound
            // A removed line may end past the text (its line break): clamp to the text.
            for removed in preview.removed.sorted(by: { $0.lowerBound < $1.lowerBound }) where removed.lowerBound >= offset {
                let upper = min(removed.upperBound, preview.text.upperBound)
                guard removed.lowerBound < upper else { continue }
                bytes += file.bytes[offset..<removed.lowerBound]
                offset = upper
            }
            bytes += file.bytes[offset..<preview.text.upperBound]
            let startsLine = preview.text.lowerBound == 0 || file.bytes[preview.text.lowerBound - 1] == 0x0A
            let body = (startsLine ? "" : preview.indentation) + String(decoding: bytes, as: UTF8.self)
            let lines = reindent(body, from: preview.indentation, to: bodyIndent, newline: newline)
            let name = preview.name.map { "(\($0))" } ?? ""
            let trailing = index == 0 && !comments.isEmpty ? " " + comments.joined(separator: " ") : ""
            return prefix + "#Preview\(name) {" + trailing + newline + lines + newline + indent + "}"
        }.joined(separator: newline + newline + indent)
    }

    /// `text`'s lines without the blank ones around them, moved from indentation `from` to `to` when
    /// every line that is not blank starts with `from` (else as written, so string literals keep
    /// their content), joined with `newline`.
    static func reindent(_ text: String, from: String, to: String, newline: String) -> String {
        // "\r\n" is one Character: split on every kind of line break.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
        func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }
        while let first = lines.first, isBlank(first) { lines.removeFirst() }
        while let last = lines.last, isBlank(last) { lines.removeLast() }
        guard lines.allSatisfy({ isBlank($0) || $0.hasPrefix(from) }) else { return lines.joined(separator: newline) }
        return lines.map { $0.hasPrefix(from) ? to + $0.dropFirst(from.count) : $0 }.joined(separator: newline)
    }
}
