import Foundation
import Rewriter

enum Verification {
    /// Round-trip check: the tokens must tile each file exactly.
    static func run(_ inputs: [InputFile]) {
        var failures: [String] = []
        var withErrors: [(String, Int, String)] = []
        for input in inputs {
            let tokens = Lexer.tokenize(input.bytes)
            if !tilesExactly(tokens, count: input.bytes.count) {
                failures.append(input.path)
                continue
            }
            var errors = 0
            var firstError = ""
            for i in 0..<tokens.count where tokens.kinds[i] == .error {
                if errors == 0 {
                    let file = SourceFile(path: input.path, bytes: input.bytes)
                    let text = file.text(tokens.start(i)..<min(tokens.end(i), tokens.start(i) + 60))
                    firstError = "line \(file.line(of: tokens.start(i))): \(text.debugDescription)"
                }
                errors += 1
            }
            if errors > 0 { withErrors.append((input.path, errors, firstError)) }
        }
        print("verify: \(inputs.count - failures.count)/\(inputs.count) files round-trip, \(failures.count) failures")
        for path in failures { print("  ROUND-TRIP FAILURE \(path)") }
        print("verify: \(withErrors.count) files hold error tokens")
        for (path, count, first) in withErrors.prefix(50) { print("  \(path): \(count) error token(s), first at \(first)") }
    }

    static func tilesExactly(_ tokens: TokenList, count: Int) -> Bool {
        guard tokens.starts.count == tokens.kinds.count + 1, tokens.starts.first == 0,
              Int(tokens.starts.last!) == count else { return false }
        for i in 0..<tokens.count where tokens.starts[i] >= tokens.starts[i + 1] { return false }
        return true
    }

    static func listRegexLiterals(_ inputs: [InputFile]) {
        var total = 0
        for input in inputs {
            let file = SourceFile(path: input.path, bytes: input.bytes)
            for i in 0..<file.tokens.count where file.tokens.kinds[i] == .regexLiteral {
                total += 1
                print("\(input.path):\(file.line(of: file.tokens.start(i))): \(file.text(of: i))")
            }
        }
        print("regex literals: \(total)")
    }
}

enum TokenDump {
    static func print(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("modernize-bench: cannot read \(path)\n".utf8))
            exit(1)
        }
        let file = SourceFile(path: path, bytes: [UInt8](data))
        for i in 0..<file.tokens.count {
            Swift.print("\(file.line(of: file.tokens.start(i)))\t\(file.tokens.kinds[i])\t\(file.text(of: i).debugDescription)")
        }
    }
}
