import Rewriter

/// URL-W8: apps linked with the iOS 27 SDK may query only the first 25
/// `LSApplicationQueriesSchemes`. Report-only: entries are never deleted or
/// reordered (their order is the app's decision, and build settings may merge more).
enum QuerySchemes {
    static let limit = 25
    /// Schemes an SDK checks itself and documents as needing to be within the limit.
    static let sdkSchemes: [String: String] = ["weixin": "WeChat", "weixinULAPI": "WeChat"]

    static func findings(in project: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        for (path, bytes) in project.projectFiles.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".plist") {
            guard ByteSearch.contains(bytes, Array("LSApplicationQueriesSchemes".utf8)),
                  let document = project.plist(at: path),
                  let entry = document.root.entry("LSApplicationQueriesSchemes"), entry.value.kind == .array else { continue }
            let schemes = entry.value.elements.map { $0.kind == .string ? $0.text : "" }
            guard schemes.count > limit else { continue }
            let late = Array(schemes[limit...])
            var message = "LSApplicationQueriesSchemes lists \(schemes.count) schemes; apps linked with the iOS 27 SDK "
                + "query only the first \(limit), so entries \(limit + 1)-\(schemes.count) are ignored: "
                + late.joined(separator: ", ")
            let queried = late.filter { isQueried($0, in: project) }
            if !queried.isEmpty {
                message += "; still queried by source: " + queried.joined(separator: ", ")
            }
            let sdk = late.filter { sdkSchemes[$0] != nil }
            if !sdk.isEmpty {
                message += "; " + Set(sdk.compactMap { sdkSchemes[$0] }).sorted().joined(separator: ", ")
                    + "'s SDK needs " + sdk.joined(separator: ", ") + " within the first \(limit)"
            }
            let offset = entry.keyRange.lowerBound
            findings.append(Finding(rule: OpenURLPreflight.id, code: "URL-W8", severity: .warning, path: path,
                                    line: document.line(of: offset), column: column(of: offset, in: bytes), offset: offset,
                                    message: message,
                                    suggestion: "move the schemes the app still queries into the first \(limit), drop "
                                        + "probes that only customise UI, and count the built app's merged Info.plist"))
        }
        return findings
    }

    /// Whether a Swift file spells the scheme as a URL (`"scheme:`), the way a probe would.
    static func isQueried(_ scheme: String, in project: ProjectContext) -> Bool {
        guard !scheme.isEmpty else { return false }
        let needle = Array(("\"" + scheme + ":").utf8)
        return project.files.contains { ByteSearch.contains($0.file.bytes, needle) }
    }

    static func column(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self).count + 1
    }
}
