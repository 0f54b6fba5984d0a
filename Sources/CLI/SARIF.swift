import Codemods
import Foundation

extension Report {
    /// One SARIF 2.1.0 log, in the shape GitHub code scanning accepts:
    /// relative artifact URIs against %SRCROOT%, rules with descriptions, 1-based regions.
    func sarif(version: String) -> String {
        let ruleIDs = codemods.map { $0.id }
        let rules: [JSONValue] = codemods.map { codemod in
            .fields([
                ("id", .string(codemod.id)),
                ("name", .string(Self.camelCase(codemod.id))),
                ("shortDescription", .fields([("text", .string(codemod.summary))])),
                ("fullDescription", .fields([("text", .string(codemod.explanation))])),
                ("help", .fields([("text", .string(codemod.explanation))])),
                ("defaultConfiguration", .fields([("level", .string("warning"))])),
            ])
        }
        var results: [JSONValue] = []
        var notifications: [JSONValue] = []
        for event in events {
            switch event {
            case .finding(let reported):
                let f = reported.finding
                var fields: [(String, JSONValue)] = [("ruleId", .string(f.rule))]
                if let index = ruleIDs.firstIndex(of: f.rule) { fields.append(("ruleIndex", .int(index))) }
                let level = f.severity == .error ? "error" : f.severity == .warning ? "warning" : "note"
                var message = self.message(of: reported)
                if let suggestion = f.suggestion { message += ". Suggestion: \(suggestion)" }
                fields.append(("level", .string(level)))
                fields.append(("message", .fields([("text", .string(message))])))
                fields.append(("locations", .array([location(f.path, line: f.line, column: f.utf16Column)])))
                fields.append(("partialFingerprints", .fields([
                    ("modernize/v1", .string("\(f.rule):\(f.code ?? ""):\(display.show(f.path)):\(f.line)")),
                ])))
                var properties: [(String, JSONValue)] = [("root", .string(reported.root))]
                if let code = f.code { properties.append(("code", .string(code))) }
                properties += safetyFields(reported)
                fields.append(("properties", .fields(properties)))
                results.append(.fields(fields))
            case .error(let e):
                notifications.append(.fields([
                    ("level", .string("error")),
                    ("message", .fields([("text", .string(e.message))])),
                    ("locations", .array([location(e.path, line: nil, column: nil)])),
                ]))
            }
        }
        let run: JSONValue = .fields([
            ("tool", .fields([("driver", .fields([
                ("name", .string("modernize")),
                ("version", .string(version)),
                ("semanticVersion", .string(version)),
                ("rules", .array(rules)),
            ]))])),
            ("originalUriBaseIds", .fields([("%SRCROOT%", .fields([("uri", .string(Self.fileURI(display.cwd)))]))])),
            ("columnKind", .string("utf16CodeUnits")),
            ("invocations", .array([.fields([
                ("executionSuccessful", .bool(result.errors.isEmpty)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]) + "\n"
    }

    private func location(_ path: String, line: Int?, column: Int?) -> JSONValue {
        var physical: [(String, JSONValue)] = [("artifactLocation", .fields([
            ("uri", .string(Self.percentEncode(display.show(path)))), ("uriBaseId", .string("%SRCROOT%")),
        ]))]
        if let line {
            physical.append(("region", .fields([("startLine", .int(max(1, line))), ("startColumn", .int(max(1, column ?? 1)))])))
        }
        return .fields([("physicalLocation", .fields(physical))])
    }

    static func camelCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func percentEncode(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    static func fileURI(_ folder: String) -> String {
        "file://" + percentEncode(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
