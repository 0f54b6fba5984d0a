import Rewriter

/// A stored or computed property declared in a type body, as the token scan saw it.
struct ScannedProperty {
    var file: Int
    /// The `var` / `let` keyword.
    var keyword: Int
    var isLet: Bool
    var isStatic: Bool
    /// `private` or `fileprivate` (including `private(set)`): not a parameter of a public-facing memberwise init.
    var isPrivate = false
    /// Attribute names as written (`@State`, `@SwiftUI.State`) with whether they take arguments.
    var attributes: [(name: String, token: Int, hasArguments: Bool)]
    /// Name tokens of every binding; more than one means `var a = 0, b = 0`.
    var names: [Int]
    var nameText: String
    /// First and last token of the type annotation of the first binding.
    var annotation: ClosedRange<Int>?
    /// The `=` of the first binding and the last token of its expression.
    var equals: Int?
    var defaultEnd: Int?
    var isComputed: Bool

    var isState: Bool { attributes.contains { $0.name == "@State" || $0.name == "@SwiftUI.State" } }
    var hasDefault: Bool { equals != nil }
}

/// An `init` declared in a type body or extension.
struct ScannedInit {
    var file: Int
    var keyword: Int
    var isFailable: Bool
    var parameterNames: Set<String>
    var labels: [String]
    var bodyOpen: Int
    var bodyClose: Int
}

/// A type declaration or an extension, with the members this codemod reads.
struct ScannedType {
    var key: String
    var kind: String
    var file: Int
    var properties: [ScannedProperty] = []
    var inits: [ScannedInit] = []
    /// Names of methods and properties, to tell instance members from globals.
    var memberNames: Set<String> = []
    var declaresState = false
    var hasFailableInit = false
    /// Declared with generic parameters: its bare name is not a complete type.
    var isGeneric = false
}

/// What one file declares: types and extensions (nested ones under dotted keys),
/// and top-level names.
struct ScannedFile {
    var types: [ScannedType] = []
    var topLevelNames: Set<String> = []
    var declaresTopLevelState = false
    /// A `private` / `fileprivate` top-level `State`: it shadows SwiftUI's in this file only.
    var declaresFilePrivateState = false
}

/// Reads declarations from tokens: type bodies, their stored properties and
/// initializers. Function bodies and expressions are skipped as bracket pairs.
struct StateDeclarationScanner {
    let tokens: TokenStatements
    let fileIndex: Int
    var file: SourceFile { tokens.file }

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "protocol", "actor"]
    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "lazy",
        "weak", "unowned", "override", "nonisolated", "dynamic", "required", "mutating", "set", "unsafe",
    ]
    /// The same words, matched on a token's bytes.
    static let typeKeywordWords = WordSet<String>(typeKeywords.map { ($0, $0) })
    static let modifierWords = WordSet(words: Array(modifiers))

    func scan() -> ScannedFile {
        var result = ScannedFile()
        guard let first = file.next(after: -1) else { return result }
        scanMembers(from: first, before: file.tokens.count, scope: nil, into: &result)
        return result
    }

    private func scanMembers(from start: Int, before end: Int, scope: Int?, into result: inout ScannedFile) {
        var i = start
        while i < end {
            let kind = tokens.kind(i)
            // The lexer makes every type keyword but `actor` a keyword token: other identifiers skip the lookup.
            if kind == .keyword || (kind == .identifier && file.token(i, is: "actor")), let word = typeKeyword(at: i) {
                if let (nameEnd, name, body) = typeHeader(after: i) {
                    let key = word == "extension" || scope == nil ? name : result.types[scope!].key + "." + name
                    if name == "State" && word != "extension" {
                        if let scope {
                            result.types[scope].declaresState = true
                        } else if isFilePrivate(i) {
                            result.declaresFilePrivateState = true
                        } else {
                            result.declaresTopLevelState = true
                        }
                    }
                    if scope == nil, word != "extension" { result.topLevelNames.insert(name) }
                    var type = ScannedType(key: key, kind: word, file: fileIndex)
                    if let after = tokens.next(nameEnd), file.token(after, is: "<") { type.isGeneric = true }
                    result.types.append(type)
                    let index = result.types.count - 1
                    if let close = tokens.partner(body) {
                        scanMembers(from: body + 1, before: close, scope: index, into: &result)
                        i = close
                    } else {
                        i = nameEnd
                    }
                }
            } else if kind == .keyword && (file.token(i, is: "var") || file.token(i, is: "let")) {
                let property = readProperty(at: i)
                if let scope {
                    if !property.isStatic { result.types[scope].memberNames.insert(property.nameText) }
                    result.types[scope].properties.append(property)
                } else {
                    result.topLevelNames.insert(property.nameText)
                }
            } else if kind == .keyword && file.token(i, is: "init"), let scope, !isMemberAccess(i),
                      let initializer = readInit(at: i) {
                if initializer.isFailable { result.types[scope].hasFailableInit = true }
                result.types[scope].inits.append(initializer)
                i = initializer.bodyClose
            } else if kind == .keyword && (file.token(i, is: "func") || file.token(i, is: "typealias")),
                      let name = tokens.next(i) {
                let text = tokens.text(name)
                if let scope {
                    result.types[scope].memberNames.insert(text)
                    if text == "State" && file.token(i, is: "typealias") { result.types[scope].declaresState = true }
                } else {
                    result.topLevelNames.insert(text)
                    if text == "State" && file.token(i, is: "typealias") { result.declaresTopLevelState = true }
                }
            } else if kind == .identifier && file.token(i, is: "macro"), let name = tokens.next(i),
                      file.token(name, is: "State") {
                result.declaresTopLevelState = true
            }
            if tokens.kind(i).isOpeningBracket, let close = tokens.partner(i) { i = close }
            guard let n = tokens.next(i) else { return }
            i = n
        }
    }

    /// Whether a top-level declaration is `private` or `fileprivate` (visible in its file only).
    private func isFilePrivate(_ keyword: Int) -> Bool {
        var j = tokens.previous(keyword)
        while let k = j, tokens.kind(k) == .keyword || tokens.kind(k) == .identifier || tokens.kind(k) == .attribute {
            if file.token(k, is: "private") || file.token(k, is: "fileprivate") { return true }
            guard Self.modifierWords.contains(file, k) || tokens.kind(k) == .attribute else { return false }
            j = tokens.previous(k)
        }
        return false
    }

    private func isMemberAccess(_ i: Int) -> Bool {
        guard let p = tokens.previous(i) else { return false }
        return tokens.kind(p) == .period
    }

    private func typeKeyword(at i: Int) -> String? {
        guard let word = Self.typeKeywordWords.lookup(file, i), !isMemberAccess(i), let n = tokens.next(i),
              tokens.kind(n) == .identifier else { return nil }
        // `import struct Module.Name` declares nothing.
        if let p = tokens.previous(i), file.token(p, is: "import") { return nil }
        if word == "actor" || word == "class" {
            // `class func`, `class var` are modifiers; `actor` is contextual.
            if Self.modifierWords.contains(file, n) { return nil }
        }
        return word
    }

    /// The type's (dotted) name, the last name token and its body's `{`.
    private func typeHeader(after keyword: Int) -> (Int, String, Int)? {
        guard var i = tokens.next(keyword) else { return nil }
        var name = tokens.text(i)
        var nameEnd = i
        while let dot = tokens.next(i), tokens.kind(dot) == .period, let n = tokens.next(dot), tokens.kind(n) == .identifier {
            name += "." + tokens.text(n)
            i = n
            nameEnd = n
        }
        if name.utf8.contains(0x60) { name = String(name.filter { $0 != "`" }) }
        var j = i
        while let n = tokens.next(j) {
            switch tokens.kind(n) {
            case .leftBrace: return (nameEnd, name, n)
            case .rightBrace, .semicolon: return nil
            case .keyword where ["var", "func", "let", "import", "struct", "class", "enum", "extension", "protocol"]
                .contains(tokens.text(n)):
                return nil
            default: break
            }
            j = tokens.kind(n).isOpeningBracket ? (tokens.partner(n) ?? n) : n
        }
        return nil
    }

    func readProperty(at keyword: Int) -> ScannedProperty {
        var attributes: [(name: String, token: Int, hasArguments: Bool)] = []
        var isStatic = false
        var isPrivate = false
        var j = tokens.previous(keyword)
        while let k = j {
            let kind = tokens.kind(k)
            if kind == .attribute {
                attributes.append((tokens.text(k), k, false))
            } else if kind == .rightParen, let open = tokens.partner(k), let before = tokens.previous(open),
                      tokens.kind(before) == .attribute || Self.modifierWords.contains(file, before) {
                if tokens.kind(before) == .attribute { attributes.append((tokens.text(before), before, true)) }
                if file.token(before, is: "private") || file.token(before, is: "fileprivate") { isPrivate = true }
                j = tokens.previous(before)
                continue
            } else if kind == .identifier, let dot = tokens.previous(k), tokens.kind(dot) == .period,
                      let module = tokens.previous(dot), tokens.kind(module) == .attribute {
                attributes.append((tokens.text(module) + "." + tokens.text(k), module, false))
                j = tokens.previous(module)
                continue
            } else if (kind == .keyword || kind == .identifier), Self.modifierWords.contains(file, k) {
                if file.token(k, is: "static") || file.token(k, is: "class") { isStatic = true }
                if file.token(k, is: "private") || file.token(k, is: "fileprivate") { isPrivate = true }
            } else {
                break
            }
            j = tokens.previous(k)
        }
        var property = ScannedProperty(file: fileIndex, keyword: keyword, isLet: file.token(keyword, is: "let"),
                                       isStatic: isStatic, attributes: attributes.reversed(), names: [], nameText: "",
                                       annotation: nil, equals: nil, defaultEnd: nil, isComputed: false)
        property.isPrivate = isPrivate
        guard let name = tokens.next(keyword), tokens.kind(name) == .identifier else { return property }
        property.names = [name]
        property.nameText = tokens.unquotedText(name)
        var cursor = name
        var first = true
        while true {
            var annotation: ClosedRange<Int>?
            var equals: Int?
            var defaultEnd: Int?
            if let colon = tokens.next(cursor), tokens.kind(colon) == .colon, let typeStart = tokens.next(colon) {
                let typeEnd = typeAnnotationEnd(from: typeStart)
                annotation = typeStart...typeEnd
                cursor = typeEnd
            }
            if let eq = tokens.next(cursor), tokens.kind(eq) == .operator, file.token(eq, is: "="),
               let exprStart = tokens.next(eq) {
                equals = eq
                defaultEnd = tokens.expressionEnd(from: exprStart)
                cursor = defaultEnd!
            }
            if first {
                property.annotation = annotation
                property.equals = equals
                property.defaultEnd = defaultEnd
                first = false
            }
            if let after = tokens.next(cursor), tokens.kind(after) == .leftBrace, !file.hasNewline(between: cursor, and: after) {
                if !tokens.isObserverBlock(after) && equals == nil { property.isComputed = true }
                return property
            }
            guard let comma = tokens.next(cursor), tokens.kind(comma) == .comma,
                  let another = tokens.next(comma), tokens.kind(another) == .identifier else { return property }
            property.names.append(another)
            cursor = another
        }
    }

    /// A type annotation ends before `=`, `{`, `,` or a line break at its own level.
    private func typeAnnotationEnd(from start: Int) -> Int {
        var i = start
        var angle = 0
        while true {
            if tokens.kind(i).isOpeningBracket, let close = tokens.partner(i) { i = close }
            if tokens.kind(i) == .operator {
                for byte in tokens.text(i).utf8 {
                    if byte == UInt8(ascii: "<") { angle += 1 } else if byte == UInt8(ascii: ">") { angle -= 1 }
                }
            }
            guard let n = tokens.next(i) else { return i }
            let kind = tokens.kind(n)
            if kind == .operator && file.token(n, is: "=") && angle <= 0 { return i }
            if kind == .leftBrace || kind == .semicolon || kind.isClosingBracket { return i }
            if kind == .comma && angle <= 0 { return i }
            if file.hasNewline(between: i, and: n), angle <= 0, !tokens.continues(from: i, to: n, statementStart: nil) {
                return i
            }
            i = n
        }
    }

    private func readInit(at keyword: Int) -> ScannedInit? {
        guard var i = tokens.next(keyword) else { return nil }
        var failable = false
        if tokens.kind(i) == .operator && (file.token(i, is: "?") || file.token(i, is: "!")) {
            failable = true
            guard let n = tokens.next(i) else { return nil }
            i = n
        }
        if tokens.kind(i) == .operator && file.token(i, is: "<") {
            while tokens.kind(i) != .leftParen { guard let n = tokens.next(i) else { return nil }; i = n }
        }
        guard tokens.kind(i) == .leftParen, let close = tokens.partner(i) else { return nil }
        let (names, labels) = parameters(open: i, close: close)
        var j = close
        while let n = tokens.next(j) {
            if tokens.kind(n) == .leftBrace, let bodyClose = tokens.partner(n) {
                return ScannedInit(file: fileIndex, keyword: keyword, isFailable: failable, parameterNames: names,
                                   labels: labels, bodyOpen: n, bodyClose: bodyClose)
            }
            if tokens.kind(n) == .rightBrace || tokens.kind(n) == .attribute || tokens.kind(n) == .semicolon { return nil }
            if tokens.kind(n) == .keyword, !file.token(n, is: "throws"), !file.token(n, is: "rethrows"),
               !file.token(n, is: "where") { return nil }
            j = tokens.kind(n).isOpeningBracket ? (tokens.partner(n) ?? n) : n
        }
        return nil
    }

    /// Internal parameter names and external labels of a parameter clause.
    private func parameters(open: Int, close: Int) -> (Set<String>, [String]) {
        var names = Set<String>()
        var labels: [String] = []
        var words: [String] = []
        var sawColon = false
        var angle = 0
        var i = tokens.next(open) ?? close
        func finish() {
            if let first = words.first {
                labels.append(first)
                names.insert(words.count > 1 ? words[1] : first)
            }
            words = []
            sawColon = false
        }
        while i < close {
            let kind = tokens.kind(i)
            if kind == .operator {
                for byte in tokens.text(i).utf8 {
                    if byte == UInt8(ascii: "<") { angle += 1 } else if byte == UInt8(ascii: ">") { angle -= 1 }
                }
            }
            if kind == .comma && angle <= 0 {
                finish()
            } else if kind == .colon {
                sawColon = true
            } else if !sawColon && (kind == .identifier || kind == .keyword) {
                words.append(tokens.unquotedText(i))
            }
            if kind.isOpeningBracket, let p = tokens.partner(i) { i = p }
            guard let n = tokens.next(i) else { break }
            i = n
        }
        finish()
        return (names, labels)
    }
}
