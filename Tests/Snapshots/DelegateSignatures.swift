import Foundation

/// UIKit's delegate callbacks are optional Objective-C requirements: a method with a wrong label or
/// parameter type compiles and is never called (Xcode only warns that it "nearly matches"). The stubs
/// cannot reproduce that warning on Linux, so this check compares the callbacks a Swift file declares
/// with the requirements the UIKit stub declares for UIApplicationDelegate, UISceneDelegate and
/// UIWindowSceneDelegate.
enum DelegateSignatures {
    /// Requirement signatures, normalised, read from the UIKit stub's delegate protocols.
    static let uikitRequirements: Set<String> = requirements(uikitStub: StubModules.sourceFiles(of: "UIKit")
        .compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.joined(separator: "\n"))

    /// Mismatched callbacks of the given files as diagnostics, so they compare like compiler output.
    static func diagnostics(files: [String]) -> Set<Diagnostic> {
        var found = Set<Diagnostic>()
        for file in files {
            guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for signature in mismatches(in: source, requirements: uikitRequirements) {
                found.insert(Diagnostic(severity: "error", message: "delegate callback \(signature) matches no UIKit requirement, so UIKit never calls it"))
            }
        }
        return found
    }

    static func requirements(uikitStub: String) -> Set<String> {
        var result = Set<String>()
        for proto in ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"] {
            guard let start = uikitStub.range(of: "public protocol \(proto)") else { continue }
            let rest = uikitStub[start.upperBound...]
            let body = rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)]
            result.formUnion(declarations(in: String(body)).map(\.signature))
        }
        return result
    }

    struct Declaration: Hashable {
        var name: String
        var signature: String
    }

    /// Callbacks a file declares whose name is a delegate callback name but whose signature is none of
    /// the requirements; only in files that adopt one of the delegate protocols.
    static func mismatches(in source: String, requirements: Set<String>) -> [String] {
        guard ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"].contains(where: source.contains) else { return [] }
        let names = Set(requirements.map { String($0.prefix { $0 != "(" }) })
        return declarations(in: source).filter { names.contains($0.name) && !requirements.contains($0.signature) }.map(\.signature)
    }

    /// `func name(label inner: Type = default, ...) async throws -> Result` declarations, normalised to
    /// `name(label:Type,...)->Result` with whitespace, `any ` and default values removed.
    static func declarations(in source: String) -> [Declaration] {
        var result: [Declaration] = []
        var rest = Substring(source)
        while let found = rest.range(of: "func ") {
            rest = rest[found.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { continue }
            var cursor = rest.index(rest.startIndex, offsetBy: name.count)
            guard cursor < rest.endIndex, rest[cursor] == "(" else { continue }
            // The parameter clause, with nested parentheses of function types.
            var depth = 0, close = cursor
            while close < rest.endIndex {
                if rest[close] == "(" { depth += 1 }
                if rest[close] == ")" { depth -= 1; if depth == 0 { break } }
                close = rest.index(after: close)
            }
            guard close < rest.endIndex else { break }
            let parameters = splitTopLevel(String(rest[rest.index(after: cursor)..<close])).map(parameter)
            cursor = rest.index(after: close)
            let tail = rest[cursor...].prefix { $0 != "{" && $0 != "\n" }
            var returns = ""
            if let arrow = tail.range(of: "->") { returns = normalise(String(tail[arrow.upperBound...])) }
            let signature = "\(name)(\(parameters.joined(separator: ",")))" + (returns.isEmpty || returns == "Void" ? "" : "->\(returns)")
            result.append(Declaration(name: String(name), signature: signature))
            rest = rest[cursor...]
        }
        return result
    }

    /// `label inner: Type = value` -> `label:Type`.
    private static func parameter(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":") else { return normalise(text) }
        let names = text[..<colon].split(whereSeparator: \.isWhitespace)
        var type = String(text[text.index(after: colon)...])
        if let equals = type.firstIndex(of: "=") { type = String(type[..<equals]) }
        return "\(names.first.map(String.init) ?? "_"):\(normalise(type))"
    }

    private static func normalise(_ text: String) -> String {
        text.replacingOccurrences(of: "any ", with: "").replacingOccurrences(of: "Swift.", with: "")
            .filter { !$0.isWhitespace }
    }

    /// Splits at commas outside brackets and parentheses.
    private static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && current.last != "-") { depth -= 1 }
            if character == ",", depth == 0 { parts.append(current); current = ""; continue }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts
    }
}
