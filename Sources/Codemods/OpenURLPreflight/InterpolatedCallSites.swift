import Rewriter

/// `canOpenURL` and `openURL` called inside a string interpolation (`"\(app.canOpenURL(url))"`): the
/// literal is one token, so the analysis of the file never sees them. Read from a copy of the file
/// holding only its interpolation code (`InterpolatedCode`), they are reported, never rewritten.
extension PreflightAnalyzer {
    /// Findings in `reported`, the file whose interpolation code this analyzer's file holds (its
    /// offsets are the same; line and column are read from the real file).
    func interpolatedFindings(reportedIn reported: SourceFile) -> [Finding] {
        var verdicts: [Verdict] = []
        for i in 0..<file.tokens.count where reader.kind(i) == .identifier {
            let isCheck = reader.isText(i, "canOpenURL")
            guard isCheck || reader.isText(i, "openURL"), let call = reader.callSite(name: i),
                  call.arguments.count == 1, call.arguments[0].label == nil else { continue }
            let context = reader.context(of: call.name)
            let isApplication = reader.isApplication(call, in: context)
            if isCheck {
                verdicts.append(isApplication ? stateReport(call, "formatted into a string")
                                              : check(call) ?? stateReport(call, "formatted into a string"))
            } else if isApplication {
                verdicts.append(.report(code: "URL-W10", at: call.start,
                                        message: "openURL(_:) result is formatted into a string, but it always returns false on iOS 27 and opens nothing",
                                        suggestion: "call open(_:options:completionHandler:) and use the Bool its completion receives"))
            }
        }
        // Only reports are made here (`check` reports any receiver that is not the app).
        return verdicts.compactMap { verdict in
            guard case .report(let code, let at, let message, let suggestion) = verdict else { return nil }
            return Finding(rule: OpenURLPreflight.id, code: code, severity: .warning, file: reported, offset: reader.start(at),
                           message: message, suggestion: suggestion)
        }
    }
}
