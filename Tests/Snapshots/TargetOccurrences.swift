import Rewriter

/// Where a rule's target API occurs in a Swift file, read from tokens (comments never count;
/// string literals count only inside interpolations). Every occurrence must end up with a
/// change or a finding of the rule on its line, or an ignore comment: never silence.
enum TargetOccurrences {
    /// Rules whose target API is a fixed spelling.
    static let rules: Set<String> = ["screen-scale", "open-url-preflight"]

    /// Each occurrence: its line and its token (the string literal for an interpolation).
    static func tokens(rule: String, file: SourceFile) -> [(line: Int, token: Int)] {
        let kinds = file.tokens.kinds
        var lines: [(line: Int, token: Int)] = []
        for i in 0..<kinds.count {
            switch rule {
            case "screen-scale":
                if kinds[i] == .identifier, file.token(i, is: "UIScreen"), let dot = file.next(after: i), kinds[dot] == .period,
                   let main = file.next(after: dot), file.token(main, is: "main") {
                    lines.append((file.line(of: file.tokens.start(i)), i))
                }
                if kinds[i] == .stringLiteral {
                    lines += interpolatedLines(of: "UIScreen.main", in: i, file: file).map { ($0, i) }
                }
            case "open-url-preflight":
                // Calls only: not `#selector(UIApplication.canOpenURL(_:))`, and not `self.openURL(…)`
                // in a type that declares its own `openURL`.
                if kinds[i] == .identifier, file.token(i, is: "canOpenURL") || file.token(i, is: "openURL"),
                   let previous = file.previous(before: i), kinds[previous] == .period,
                   let open = file.next(after: i), kinds[open] == .leftParen,
                   !insideSelector(i, file: file),
                   !(file.previous(before: previous).map { file.token($0, is: "self") } == true && declaresOwn(file.text(of: i), file: file)) {
                    lines.append((file.line(of: file.tokens.start(i)), i))
                }
                if kinds[i] == .stringLiteral {
                    lines += interpolatedLines(of: ".canOpenURL(", in: i, file: file).map { ($0, i) }
                    lines += interpolatedLines(of: ".openURL(", in: i, file: file).map { ($0, i) }
                    // The selector spelled as a string (`sel_registerName("openURL:")`).
                    if file.text(of: i) == "\"openURL:\"" { lines.append((file.line(of: file.tokens.start(i)), i)) }
                }
            default:
                break
            }
        }
        return lines
    }

    /// Lines of an Objective-C file holding the rule's target API: `UIScreen mainScreen` /
    /// `UIScreen.mainScreen`; `canOpenURL:` outside a method header, `openURL:` sent to
    /// `[UIApplication sharedApplication]` without `options:`, and `@selector(openURL:)`.
    /// Read line by line from tokens, independently of the rules' own scan.
    static func objectiveCLines(rule: String, file: SourceFile) -> [Int] {
        let kinds = file.tokens.kinds
        var lines: [Int] = []
        for i in 0..<kinds.count where kinds[i] == .identifier {
            let line = file.line(of: file.tokens.start(i))
            let text = file.lineText(line).trimmingCharacters(in: .whitespaces)
            let isHeader = text.hasPrefix("-") || text.hasPrefix("+")
            switch rule {
            case "screen-scale":
                if file.token(i, is: "mainScreen"), let before = file.previous(before: i),
                   file.token(before, is: "UIScreen") || (kinds[before] == .period && file.previous(before: before).map { file.token($0, is: "UIScreen") } == true) {
                    lines.append(line)
                }
            case "open-url-preflight":
                guard let colon = file.next(after: i), kinds[colon] == .colon, !isHeader else { continue }
                if file.token(i, is: "canOpenURL") || text.contains("@selector(openURL:)")
                    || (file.token(i, is: "openURL") && text.contains("[UIApplication sharedApplication] openURL:") && !text.contains("options:")) {
                    lines.append(line)
                }
            default:
                break
            }
        }
        // The selector spelled as a string (`NSSelectorFromString(@"openURL:")`).
        if rule == "open-url-preflight" {
            for i in 0..<kinds.count where kinds[i] == .stringLiteral && ["@\"openURL:\"", "\"openURL:\""].contains(file.text(of: i)) {
                lines.append(file.line(of: file.tokens.start(i)))
            }
        }
        return lines
    }

    private static func insideSelector(_ i: Int, file: SourceFile) -> Bool {
        var j = i
        var depth = 0
        while let p = file.previous(before: j), j - p < 64 || depth > 0 {
            if file.tokens.kinds[p] == .rightParen { depth += 1 }
            if file.tokens.kinds[p] == .leftParen {
                if depth == 0 { return file.previous(before: p).map { file.token($0, is: "#selector") } ?? false }
                depth -= 1
            }
            if file.tokens.kinds[p] == .newline { return false }
            j = p
        }
        return false
    }

    private static func declaresOwn(_ name: String, file: SourceFile) -> Bool {
        let kinds = file.tokens.kinds
        return (0..<kinds.count).contains { k in
            file.token(k, is: "func") && file.next(after: k).map { file.text(of: $0) == name } == true
        }
    }

    /// Lines of `needle` inside `\(…)` of a string literal token that is not raw (`#"…"#`): a `(`
    /// after an odd run of backslashes opens an interpolation (after an even run, the backslashes
    /// escape each other), which its matching `)` closes.
    private static func interpolatedLines(of needle: String, in token: Int, file: SourceFile) -> [Int] {
        let text = file.text(of: token)
        guard !text.hasPrefix("#"), text.contains("\\("), text.contains(needle) else { return [] }
        var lines: [Int] = []
        let bytes = Array(text.utf8)
        let target = Array(needle.utf8)
        var depth = 0
        var backslashes = 0
        var k = 0
        while k < bytes.count {
            let byte = bytes[k]
            if depth > 0, k + target.count <= bytes.count, Array(bytes[k..<(k + target.count)]) == target {
                lines.append(file.line(of: file.tokens.start(token) + k))
            }
            if byte == UInt8(ascii: "(") {
                if depth > 0 { depth += 1 } else if backslashes % 2 == 1 { depth = 1 }
            } else if byte == UInt8(ascii: ")"), depth > 0 {
                depth -= 1
            }
            backslashes = byte == UInt8(ascii: "\\") ? backslashes + 1 : 0
            k += 1
        }
        return lines
    }
}

extension SourceFile {
    /// The text of 1-based line `line`, without its line break.
    func lineText(_ line: Int) -> String {
        let starts = lineStarts
        guard line >= 1, line <= starts.count else { return "" }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
