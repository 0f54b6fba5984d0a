import Rewriter

/// The modules a Swift file imports unconditionally (not inside `#if`), with each import as
/// written (`internal import Expo`, `@preconcurrency import Foo`): a copy in a new file must keep
/// the access level, or Swift reports the module's imports as ambiguous.
enum TopLevelImports {
    static func modules(of file: SourceFile) -> [String] { declarations(of: file).map(\.module) }

    static func declarations(of file: SourceFile) -> [(module: String, text: String)] {
        var found: [(module: String, text: String)] = []
        var depth = 0
        let kinds = file.tokens.kinds
        for i in 0..<file.tokens.count {
            let kind = kinds[i]
            if kind == .poundKeyword {
                if file.token(i, is: "#if") { depth += 1 } else if file.token(i, is: "#endif") { depth -= 1 }
                continue
            }
            guard depth == 0, kind == .keyword, file.token(i, is: "import"),
                  let module = file.next(after: i), kinds[module] == .identifier else { continue }
            // `@testable import` is for tests; `import class Foo.Bar` names a declaration.
            var first = i
            while let previous = file.previous(before: first), !file.hasNewline(between: previous, and: first),
                  kinds[previous] == .keyword || kinds[previous] == .identifier || kinds[previous] == .attribute {
                first = previous
            }
            if (first..<i).contains(where: { file.token($0, is: "@testable") }) { continue }
            let name = file.text(of: module)
            guard !found.contains(where: { $0.module == name }) else { continue }
            var last = module
            while let dot = file.next(after: last), kinds[dot] == .period, let part = file.next(after: dot), kinds[part] == .identifier {
                last = part
            }
            let words = (first..<module).filter { !kinds[$0].isTrivia }.map { file.text(of: $0) }
            let path = (module...last).filter { !kinds[$0].isTrivia }.map { file.text(of: $0) }.joined()
            found.append((name, (words + [path]).joined(separator: " ")))
        }
        return found
    }
}
