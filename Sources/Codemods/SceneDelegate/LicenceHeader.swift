import Foundation
import Rewriter

/// The comment block that opens the app delegate's file (a licence or copyright header, or
/// Xcode's file template), made fit for the new file: the file name line names the new file,
/// "Created by" lines, which would credit someone with code they did not write, are dropped, and
/// so are "Created on DATE" parts, which would date the new file to the old one's creation.
/// Projects that lint headers (SwiftLint's file_header) then accept the new file.
enum LicenceHeader {
    /// `docBlocks`: a `/** ... */` header counts too (Objective-C files often open with one).
    static func lines(of file: SourceFile, newFileName: String, docBlocks: Bool = false) -> [String] {
        let kinds = file.tokens.kinds
        var comments: [String] = []
        var t = 0
        scan: while t < file.tokens.count {
            switch kinds[t] {
            case .byteOrderMark, .whitespace, .shebang: break
            case .newline:
                // A blank line ends the header only once it has started.
                if !comments.isEmpty, t + 1 < file.tokens.count, kinds[t + 1] == .newline { break scan }
            case .lineComment, .blockComment: comments.append(file.text(of: t))
            case .docBlockComment where docBlocks: comments.append(file.text(of: t))
            default: break scan
            }
            t += 1
        }
        let oldName = file.path.split(separator: "/").last.map(String.init) ?? ""
        var lines: [String] = []
        for comment in comments {
            for raw in comment.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
                var line = String(raw)
                if line.lowercased().contains("created by ") { continue }
                // "//  ProtonVPN - Created on 01.07.19.": the date is the old file's, so it goes;
                // what comes before it stays.
                if let created = line.range(of: "created on ", options: .caseInsensitive) {
                    let trimmed = String(line[..<created.lowerBound].reversed().drop(while: { " \t-–—:,".contains($0) }).reversed())
                    if trimmed.allSatisfy({ "/* \t".contains($0) }) { continue }
                    line = trimmed
                }
                if !oldName.isEmpty, line.hasSuffix(oldName), line.dropLast(oldName.count).allSatisfy({ "/* \t".contains($0) }) {
                    line = String(line.dropLast(oldName.count)) + newFileName
                }
                // Two empty comment lines in a row are what dropping a line left behind.
                if isEmptyComment(line), let last = lines.last, isEmptyComment(last) { continue }
                lines.append(line)
            }
        }
        return lines
    }

    private static func isEmptyComment(_ line: String) -> Bool {
        line.filter { $0 != " " && $0 != "\t" } == "//"
    }
}
