import Rewriter

/// Writes the modern form of a legacy alert or action sheet: the modifier with its title and
/// binding, one `Button` a line in its actions, and the message in its own closure, indented as
/// the file indents; comments before or after a button move with it.
///
///     .alert(isPresented: $deleting) {            .alert("Delete?", isPresented: $deleting) {
///         Alert(title: Text("Delete?"),               Button("Delete", role: .destructive) { delete() }
///               primaryButton: .destructive(   ->     Button(role: .cancel) {}
///                   Text("Delete")) { delete() },  }
///               secondaryButton: .cancel())
///     }
enum LegacyDialogRewrite {
    /// A button of the old content, where comments before it attach (its argument label or its
    /// first token), and whether the new form keeps it.
    struct Slot {
        let button: LegacyButton
        let anchor: Int
        let kept: Bool
    }

    enum Outcome {
        case edit(Edit)
        case unreadable(String)
    }

    /// The edit replacing the whole modifier, from its name to its last token.
    /// `extraArguments` follows the binding (`, titleVisibility: .visible`).
    static func edit(_ site: LegacyPresentation.Site, modifier name: String, extraArguments: String, title: ClosedRange<Int>,
                     message: ClosedRange<Int>?, slots: [Slot], in tree: SyntaxTree) -> Outcome {
        let file = tree.file
        var opener: [String] = []
        // Comments above the Alert or ActionSheet describe it: they open the actions.
        var header: [String] = []
        var leading = Array(repeating: [String](), count: slots.count)
        var trailing = leading
        let actions: [ClosedRange<Int>] = slots.compactMap {
            if case .closure(let range) = $0.button.action { return range }
            return nil
        }
        for c in site.modifier.name...site.last where tree.kind(c).isComment {
            if actions.contains(where: { $0.contains(c) }) { continue }
            if c > site.open, !tree.newlineBetween(site.open, c) {
                opener.append(tree.text(c))
                continue
            }
            let line = file.line(of: file.tokens.start(c))
            let next = tree.next(c), previous = tree.previous(c)
            if next == site.statement, slots.contains(where: \.kept) {
                header.append(tree.text(c))
                continue
            }
            // After a button on its line first: `.default(...), // note` belongs to that button.
            if let previous, !tree.newlineBetween(previous, c), let k = slots.firstIndex(where: { slot in
                slot.button.range.upperBound == previous
                    || tree.kind(previous) == .comma && tree.previous(previous) == slot.button.range.upperBound
            }) {
                guard slots[k].kept else { return .unreadable("the comment on line \(line) belongs to a button the new form drops") }
                trailing[k].append(tree.text(c))
                continue
            }
            if let k = slots.firstIndex(where: { $0.anchor == next }) {
                guard slots[k].kept else { return .unreadable("the comment on line \(line) belongs to a button the new form drops") }
                leading[k].append(tree.text(c))
                continue
            }
            return .unreadable("the comment on line \(line) is not next to a button, and the new form has no place for it")
        }

        let newline = file.lineEnding
        let indent = file.indentation(ofLineAt: file.tokens.start(site.modifier.name))
        let inner = indent + step(site, indent, tree)
        let titleText = LegacyDialogButtons.localizedKey(title, tree) ?? LegacyDialogButtons.moved(title, to: inner, tree)
        var text = name + "(" + titleText + ", isPresented: " + LegacyDialogButtons.moved(site.binding, to: inner, tree)
            + extraArguments + ") {"
        let openerComment = opener.isEmpty ? "" : " " + opener.joined(separator: " ")
        var lines = header.map { inner + $0 }
        for (k, slot) in slots.enumerated() where slot.kept {
            lines += leading[k].map { inner + $0 }
            lines.append(inner + LegacyDialogButtons.write(slot.button, indent: inner, in: tree)
                         + trailing[k].map { " " + $0 }.joined())
        }
        if lines.isEmpty {
            text += "}"
            if message == nil { text += openerComment }
        } else {
            text += openerComment + newline + lines.joined(separator: newline) + newline + indent + "}"
        }
        if let message {
            text += " message: {" + (lines.isEmpty ? openerComment : "") + newline
                + inner + LegacyDialogButtons.moved(message, to: inner, tree) + newline + indent + "}"
        }
        return .edit(Edit(range: file.tokens.start(site.modifier.name)..<file.tokens.end(site.last), replacement: text))
    }

    /// How much deeper than the modifier's line the old content was indented, when it shows
    /// (the initializer on a line of its own); else the file's unit.
    private static func step(_ site: LegacyPresentation.Site, _ indent: String, _ tree: SyntaxTree) -> String {
        let first = site.initializer.calleeFirst
        let own = tree.file.indentation(ofLineAt: tree.file.tokens.start(first))
        guard tree.newlineBetween(site.open, first), own.count > indent.count, own.hasPrefix(indent) else { return tree.file.indentUnit }
        let step = own.dropFirst(indent.count)
        if step.allSatisfy({ $0 == "\t" }) || (step.allSatisfy({ $0 == " " }) && step.count <= 8) { return String(step) }
        return tree.file.indentUnit
    }

    /// Names some declaration of the project types as optional (`var onDone: (() -> Void)?`): as a
    /// button's action they would not compile in `Button`.
    static func optionalNames(in project: ProjectContext) -> Set<String> {
        project.shared("swiftui.optional-names") {
            var names = Set<String>()
            for (name, types) in ColorArgument.declaredTypes(in: project)
            where types.contains(where: { $0 != "?" && ($0.hasSuffix("?") || $0.hasSuffix("!") || $0.hasPrefix("Optional<")) }) {
                names.insert(name)
            }
            return names
        }
    }

    /// Whether `declaration` can be used on every platform the file builds for where `old` can.
    static func available(_ declaration: SDKAvailability, where old: SDKAvailability, in deployment: FileDeployment) -> Bool {
        deployment.platforms.allSatisfy { platform, version in
            guard old.status(on: platform) != .unavailable else { return true }
            guard let version else { return false }
            return declaration.isAvailable(on: platform, at: version)
        }
    }
}
