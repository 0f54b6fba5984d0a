import Rewriter

/// Where a struct's `@Environment(\.presentationMode)` property is used, and the edits that move it
/// to `@Environment(\.dismiss)` when every use is a dismissal.
enum PresentationModeUses {
    /// The code that can name the struct's instance members: its body (nested types excluded) and
    /// its extensions in the same file; extensions in other files are only checked for the name.
    struct Scope {
        let type: Declaration
        let tree: SyntaxTree
        let project: ProjectContext
        /// Token ranges (inclusive) that see the struct's members unqualified.
        let ranges: [ClosedRange<Int>]

        /// `extensions`: the file's extensions by the last component of the name they extend.
        init(type: Declaration, tree: SyntaxTree, project: ProjectContext, extensions: [String: [Declaration]]) {
            self.type = type
            self.tree = tree
            self.project = project
            var ranges: [ClosedRange<Int>] = []
            let bodies = [type] + (extensions[type.name] ?? []).filter { Self.extends($0, type.name) }
            for declaration in bodies {
                guard let open = declaration.body, let close = tree.partner(of: open), open + 1 < close else { continue }
                var start = open + 1
                for nested in declaration.members where nested.kind.hasMemberBody {
                    if start < nested.first { ranges.append(start...(nested.first - 1)) }
                    start = nested.last + 1
                }
                if start < close { ranges.append(start...(close - 1)) }
            }
            self.ranges = ranges
        }

        static func extends(_ extensionDeclaration: Declaration, _ name: String) -> Bool {
            extensionDeclaration.name == name || extensionDeclaration.name.hasSuffix("." + name)
        }

        /// Extensions of the struct in other files.
        var otherFileExtensions: [ProjectIndex.ExtensionInfo] {
            project.index.extensions(of: type.name).filter { $0.path != tree.file.path }
        }
    }

    enum Plan {
        case rewrite([Edit], newName: String)
        case keep(String)
    }

    private struct DismissCall {
        /// `name` or the `self` before it, and the call's `)`.
        let first: Int
        let last: Int
        let selfQualified: Bool
    }

    /// `foreignAccesses`: the first `base.name` of each property name in the file whose base is not
    /// `self` (`firstForeignAccesses`), found once for every property of the file.
    static func plan(property: Declaration, attribute: Attribute, in scope: Scope, foreignAccesses: [String: (base: Int, name: Int)]) -> Plan {
        let tree = scope.tree
        guard let name = property.bindings.first?.name else { return .keep("its declaration could not be read") }
        var calls: [DismissCall] = []
        for i in tokens(in: scope) where !property.tokenRange.contains(i) && tree.kind(i) == .identifier {
            if tree.text(i) == "_" + name { return .keep("its wrapper `_\(name)` is used (line \(line(i, tree)))") }
            guard tree.text(i) == name else { continue }
            var first = i
            var selfQualified = false
            if let dot = tree.previous(i), tree.kind(dot) == .period {
                // `other.presentationMode`, `\.presentationMode`: another value's member, not this property.
                guard let base = tree.previous(dot), tree.isKeyword(base, "self"),
                      tree.previous(base).map({ tree.kind($0) != .period }) ?? true else { continue }
                first = base
                selfQualified = true
            }
            if let last = dismissCallEnd(after: i, in: tree) {
                calls.append(DismissCall(first: first, last: last, selfQualified: selfQualified))
            } else if isPresentedRead(after: i, in: tree) {
                return .keep("it reads `\(name).wrappedValue.isPresented` (line \(line(i, tree)))")
            } else {
                return .keep("`\(name)` is used other than as `\(name).wrappedValue.dismiss()` (line \(line(i, tree)))")
            }
        }
        // `parent.presentationMode` (a representable's coordinator) may be this property: the tokens do not
        // show whose it is. Private properties are visible in this file only.
        let isPrivate = property.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
        if let access = foreignAccesses[name] {
            return .keep("`\(tree.compactText(access.base, access.name))` at line \(line(access.name, tree)) may be this property")
        }
        // In another file, only code that names the struct can hold one.
        let typeName = Array(scope.type.name.utf8)
        if !isPrivate, let elsewhere = memberAccesses(in: scope.project)[name]?.first(where: { access in
            access.path != tree.file.path && scope.project.tree(at: access.path).map { ByteSearch.contains($0.file.bytes, typeName) } == true
        }) {
            return .keep("`.\(name)` is read from another value at \(elsewhere.path):\(elsewhere.line), which may be this property")
        }
        for info in scope.otherFileExtensions {
            guard let other = scope.project.tree(at: info.path) else { continue }
            let range = info.declaration.tokenRange
            if range.contains(where: { other.kind($0) == .identifier && (other.text($0) == name || other.text($0) == "_" + name) }) {
                return .keep("an extension in \(info.path) uses `\(name)`")
            }
        }
        if let existing = existingDismissProperty(in: scope), existing != name {
            guard let removal = lineRemoval(of: property, in: tree) else {
                return .keep("the struct already reads `@Environment(\\.dismiss)` as `\(existing)`, and the old property shares its lines with other code")
            }
            return .rewrite([removal] + callEdits(calls, existing, tree), newName: existing)
        }
        guard let newName = ["dismiss", "dismissAction"].first(where: { $0 == name || !isTaken($0, in: scope) }) else {
            return .keep("the names `dismiss` and `dismissAction` are both taken in `\(scope.type.name)`")
        }
        return .rewrite(declarationEdits(property, attribute, newName, tree) + callEdits(calls, newName, tree), newName: newName)
    }

    /// For each of `names`, the first `base.name` in the file whose base is not `self` (nor a key path's root).
    static func firstForeignAccesses(of names: Set<String>, in tree: SyntaxTree) -> [String: (base: Int, name: Int)] {
        let present = names.filter { ByteSearch.contains(tree.file.bytes, Array($0.utf8)) }
        guard !present.isEmpty else { return [:] }
        var found: [String: (base: Int, name: Int)] = [:]
        for i in 0..<tree.tokenCount where tree.kind(i) == .identifier {
            guard let dot = tree.previous(i), tree.kind(dot) == .period else { continue }
            let text = tree.text(i)
            guard present.contains(text), found[text] == nil, let base = foreignBase(ofMember: i, in: tree) else { continue }
            found[text] = (base, i)
        }
        return found
    }

    /// For `x.name`, the chain's first token when the member is read from a value other than `self`;
    /// nil for `self.name`, `\.name`, `\Type.name` and a name not after a dot.
    private static func foreignBase(ofMember i: Int, in tree: SyntaxTree) -> Int? {
        guard let dot = tree.previous(i), tree.kind(dot) == .period, let before = tree.previous(dot) else { return nil }
        if tree.kind(before) == .backslash || tree.isKeyword(before, "self") && tree.previous(before).map({ tree.kind($0) != .period }) != false {
            return nil
        }
        let start = tree.memberChainStart(endingAt: i)
        if let root = tree.previous(start), tree.kind(root) == .backslash { return nil }
        return start
    }

    /// The names of the project's `@Environment(\.presentationMode)` properties, each with the places
    /// that read a member of that name from a value other than `self`.
    static func memberAccesses(in project: ProjectContext) -> [String: [(path: String, line: Int)]] {
        project.shared("swiftui.presentation-mode-member-accesses") {
            var names = Set<String>()
            for tree in project.files where ByteSearch.contains(tree.file.bytes, "presentationMode") {
                for type in tree.allDeclarations where type.kind == .struct {
                    for member in type.members where PresentationModeDismiss.presentationModeProperty(member, in: tree) != nil {
                        if let name = member.bindings.first?.name { names.insert(name) }
                    }
                }
            }
            var accesses: [String: [(path: String, line: Int)]] = [:]
            for tree in project.files {
                let present = names.filter { ByteSearch.contains(tree.file.bytes, Array($0.utf8)) }
                guard !present.isEmpty else { continue }
                for i in 0..<tree.tokenCount where tree.kind(i) == .identifier {
                    guard let dot = tree.previous(i), tree.kind(dot) == .period else { continue }
                    let text = tree.text(i)
                    guard present.contains(text), foreignBase(ofMember: i, in: tree) != nil else { continue }
                    accesses[text, default: []].append((tree.file.path, line(i, tree)))
                }
            }
            return accesses
        }
    }

    /// Every token of the scope, in order.
    private static func tokens(in scope: Scope) -> FlattenSequence<[ClosedRange<Int>]> {
        scope.ranges.joined()
    }

    private static func line(_ i: Int, _ tree: SyntaxTree) -> Int {
        tree.file.line(of: tree.file.tokens.start(i))
    }

    /// `.wrappedValue.dismiss()` after the name, without comments inside: the call's `)`.
    private static func dismissCallEnd(after name: Int, in tree: SyntaxTree) -> Int? {
        guard let dot1 = tree.next(name), tree.kind(dot1) == .period, let wrapped = tree.next(dot1), tree.isIdentifier(wrapped, "wrappedValue"),
              let dot2 = tree.next(wrapped), tree.kind(dot2) == .period, let dismiss = tree.next(dot2), tree.isIdentifier(dismiss, "dismiss"),
              let open = tree.next(dismiss), tree.kind(open) == .leftParen, !tree.newlineBetween(dismiss, open),
              let close = tree.partner(of: open), tree.next(open) == close else { return nil }
        // A trailing closure would be an argument the old call never took.
        if let after = tree.next(close), tree.kind(after) == .leftBrace, !tree.newlineBetween(close, after) { return nil }
        guard !(name...close).contains(where: { tree.kind($0).isComment }) else { return nil }
        return close
    }

    private static func isPresentedRead(after name: Int, in tree: SyntaxTree) -> Bool {
        guard let dot1 = tree.next(name), tree.kind(dot1) == .period, let wrapped = tree.next(dot1), tree.isIdentifier(wrapped, "wrappedValue"),
              let dot2 = tree.next(wrapped), tree.kind(dot2) == .period, let member = tree.next(dot2) else { return false }
        return tree.isIdentifier(member, "isPresented")
    }

    /// The name of a member `@Environment(\.dismiss) var x` of the struct.
    private static func existingDismissProperty(in scope: Scope) -> String? {
        for member in scope.type.members where member.kind == .variable && !member.isStatic {
            for attribute in member.attributes where attribute.baseName == "Environment" {
                guard let open = attribute.arguments, let close = scope.tree.partner(of: open), open + 1 < close else { continue }
                let argument = scope.tree.compactText(open + 1, close - 1)
                if argument == "\\.dismiss" || argument == "\\EnvironmentValues.dismiss" { return member.bindings.first?.name }
            }
        }
        return nil
    }

    /// Whether `name` already means something in the struct: an unqualified or `self.` use or a
    /// declaration in its scope, or a member of one of its extensions elsewhere.
    private static func isTaken(_ name: String, in scope: Scope) -> Bool {
        let tree = scope.tree
        for i in tokens(in: scope) where tree.kind(i) == .identifier && (tree.text(i) == name || tree.text(i) == "_" + name) {
            guard let dot = tree.previous(i), tree.kind(dot) == .period else {
                if isCallArgumentLabel(i, tree) { continue }
                return true
            }
            if let base = tree.previous(dot), tree.isKeyword(base, "self") { return true }
        }
        return scope.otherFileExtensions.contains { info in info.declaration.members.contains { $0.name == name } }
    }

    /// `f(dismiss: x)`: a label of a call's argument names nothing. A parameter's label in a declaration
    /// (`func close(dismiss: ...)`, `init(dismiss:)`) is also the parameter's name, so it does.
    private static func isCallArgumentLabel(_ i: Int, _ tree: SyntaxTree) -> Bool {
        guard let colon = tree.next(i), tree.kind(colon) == .colon, let before = tree.previous(i),
              tree.kind(before) == .leftParen || tree.kind(before) == .comma,
              let open = tree.innermostBracket(of: i), tree.kind(open) == .leftParen, let callee = tree.previous(open) else { return false }
        if tree.isKeyword(callee, "init") { return tree.previous(callee).map { tree.kind($0) == .period } ?? false }
        guard tree.kind(callee) == .identifier || tree.kind(callee) == .rightParen || tree.kind(callee) == .rightBracket else { return false }
        if let keyword = tree.previous(callee), tree.isKeyword(keyword, "func") || tree.isKeyword(keyword, "case") { return false }
        return true
    }

    private static func declarationEdits(_ property: Declaration, _ attribute: Attribute, _ newName: String, _ tree: SyntaxTree) -> [Edit] {
        let tokens = tree.file.tokens
        var edits: [Edit] = []
        if let open = attribute.arguments, let close = tree.partner(of: open) {
            edits.append(Edit(range: tokens.end(open)..<tokens.start(close), replacement: "\\.dismiss"))
        }
        let accessLevels = ["public", "internal", "fileprivate", "private", "package", "open"]
        if !property.modifiers.contains(where: { modifier in accessLevels.contains { modifier == $0 || modifier.hasPrefix($0 + "(") } }) {
            edits.append(.insert("private ", at: tokens.start(property.keyword)))
        }
        let binding = property.bindings[0]
        let nameEnd = binding.typeAnnotation.map { tokens.end($0.upperBound) } ?? tokens.end(binding.nameToken)
        edits.append(Edit(range: tokens.start(binding.nameToken)..<nameEnd, replacement: newName))
        return edits
    }

    private static func callEdits(_ calls: [DismissCall], _ name: String, _ tree: SyntaxTree) -> [Edit] {
        calls.map { Edit(range: tree.byteRange($0.first, $0.last), replacement: ($0.selfQualified ? "self." : "") + name + "()") }
    }

    /// The edit deleting the declaration: its lines when it has them to itself, up to a comment that
    /// follows it on its last line (the comment stays); nil when code shares its lines.
    private static func lineRemoval(of declaration: Declaration, in tree: SyntaxTree) -> Edit? {
        let tokens = tree.file.tokens
        guard let start = ModifierChain.startOfLine(ifOnlyWhitespaceBefore: declaration.first, in: tree) else { return nil }
        var after = declaration.last + 1
        while after < tree.tokenCount, tree.kind(after) == .whitespace { after += 1 }
        if after < tree.tokenCount, tree.kind(after).isComment { return .delete(tokens.start(declaration.first)..<tokens.start(after)) }
        guard after >= tree.tokenCount || tree.kind(after) == .newline else { return nil }
        return .delete(start..<(after < tree.tokenCount ? tokens.end(after) : tree.file.bytes.count))
    }
}
