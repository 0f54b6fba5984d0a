import Codemods

extension Report {
    /// The per-rule table that ends the human summary when more than one rule fired: changes
    /// (split into safe and behavior-changing fixes) and the findings left, by severity.
    func ruleTable() -> [String] {
        struct Row { var changes = 0, safe = 0, behavior = 0, error = 0, warning = 0, info = 0 }
        var rows: [String: Row] = [:]
        for reported in result.findings {
            var row = rows[reported.finding.rule] ?? Row()
            if reported.status == .accepted, let fix = reported.finding.fix {
                row.changes += 1
                if fix.safety == .safe { row.safe += 1 } else { row.behavior += 1 }
            } else {
                switch reported.finding.severity {
                case .error: row.error += 1
                case .warning: row.warning += 1
                case .info: row.info += 1
                }
            }
            rows[reported.finding.rule] = row
        }
        guard rows.count > 1 else { return [] }
        let header = ["rule", "changes", "safe", "behavior", "errors", "warnings", "info"]
        let body = rows.keys.sorted().map { rule -> [String] in
            let r = rows[rule]!
            return [rule] + [r.changes, r.safe, r.behavior, r.error, r.warning, r.info].map(String.init)
        }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max()! }
        return ([header] + body).map { cells in
            cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                return column == 0 ? cells[column] + padding : padding + cells[column]
            }.joined(separator: "  ")
        }
    }
}
