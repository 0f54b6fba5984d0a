import Rewriter

/// The main screen in Objective-C sources: `[UIScreen mainScreen].scale`, `[[UIScreen mainScreen]
/// bounds]`, `UIScreen.mainScreen.nativeScale`, or the screen itself. Objective-C is not
/// rewritten; each read is reported (SCALE-W9) with what to use instead, so that no use of the
/// main screen goes unreported in an app with Objective-C code.
enum ObjectiveCScreenReads {
    struct Read {
        let token: Int
        /// The property read from the screen ("scale", "bounds"), nil for the screen itself.
        let property: String?
        /// The read is the frame of `[[UIWindow alloc] initWithFrame:...]`.
        var inWindowInit = false
    }

    static func findings(in project: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        var coverage: SceneAdoptionCoverage.Coverage?
        for syntax in project.objectiveCSources(where: { _, bytes in ByteSearch.contains(bytes, "mainScreen") }) {
            let path = syntax.file.path
            let reads = self.reads(in: syntax)
            guard !reads.isEmpty else { continue }
            let methods = ObjectiveCMethods(syntax)
            for read in reads {
                let offset = syntax.file.tokens.start(read.token)
                if read.property == "bounds" || read.property == "applicationFrame" {
                    // The window a scene-delegate migration moves into the scene is rewritten there.
                    if coverage == nil { coverage = SceneAdoptionCoverage.of(project) }
                    if coverage!.isRewritten(path, offset) { continue }
                }
                let place = methods.name(holding: read.token).map { "in \($0) " } ?? ""
                let (message, suggestion) = ScaleMessages.objectiveC(read.property, place: place, inWindowInit: read.inWindowInit)
                findings.append(Finding(rule: ScreenScale.id, code: ScaleCode.objectiveC, severity: .warning, file: syntax.file,
                                        offset: offset, message: message, suggestion: suggestion))
            }
        }
        return findings
    }

    /// Every `mainScreen` sent to UIScreen: `[UIScreen mainScreen]` or `UIScreen.mainScreen`,
    /// then `.property` or `[SCREEN property]`.
    static func reads(in syntax: ObjectiveCSyntax) -> [Read] {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var found: [Read] = []
        for t in syntax.codeIdentifiers(spelled: "mainScreen") {
            guard let before = syntax.codeBefore(t) else { continue }
            // The screen expression, from its first token to its last.
            let first: Int, last: Int
            if kinds[before] == .period, let type = syntax.codeBefore(before), file.token(type, is: "UIScreen") {
                (first, last) = (type, t)
            } else if file.token(before, is: "UIScreen"), let open = syntax.codeBefore(before), kinds[open] == .leftBracket,
                      let close = syntax.codeAfter(t), kinds[close] == .rightBracket {
                (first, last) = (open, close)
            } else {
                continue
            }
            var property: String?
            // Where the expression reading the property starts: `[[UIScreen mainScreen] bounds]` at its outer bracket.
            var start = first
            if let dot = syntax.codeAfter(last), kinds[dot] == .period, let name = syntax.codeAfter(dot), kinds[name] == .identifier {
                property = file.text(of: name)
            } else if let outer = syntax.codeBefore(first), kinds[outer] == .leftBracket, let name = syntax.codeAfter(last),
                      kinds[name] == .identifier, let close = syntax.codeAfter(name), kinds[close] == .rightBracket {
                property = file.text(of: name)
                start = outer
            }
            var read = Read(token: first, property: property)
            // `[[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds]`
            if let colon = syntax.codeBefore(start), kinds[colon] == .colon, let label = syntax.codeBefore(colon),
               file.token(label, is: "initWithFrame"), let alloc = syntax.codeBefore(label), kinds[alloc] == .rightBracket,
               let allocName = syntax.codeBefore(alloc), file.token(allocName, is: "alloc"), let type = syntax.codeBefore(allocName),
               file.token(type, is: "UIWindow") {
                read.inWindowInit = true
            }
            found.append(read)
        }
        return found
    }
}
