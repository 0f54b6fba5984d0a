import Rewriter

/// Deployment targets written in a project generator's manifest, which the Xcode project it
/// generates would carry: XcodeGen's project.yml (`deploymentTarget: "15.0"`, a
/// `deploymentTarget:` map of `iOS:`/`tvOS:` lines, `IPHONEOS_DEPLOYMENT_TARGET: 15.0`) and
/// Tuist's Project.swift (`.iOS("15.0")`, `.iOS(targetVersion: "15.0", ...)`). Every value, so
/// callers can take the lowest per platform.
enum GeneratorDeploymentTargets {
    /// `platforms`: the ones wanted, as XcodeGen spells them (iOS, tvOS, macOS, watchOS, visionOS).
    static func inXcodeGen(_ text: String, platforms: Set<String> = ["iOS", "tvOS"]) -> [(platform: String, target: DeploymentTarget)] {
        var found: [(String, DeploymentTarget)] = []
        var mapIndent: Int?
        for raw in TextLines.nonEmpty(in: text) {
            let line = raw.prefix { $0 != "#" }
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            guard let colon = content.firstIndex(of: ":") else { continue }
            let key = content[..<colon], value = content[content.index(after: colon)...]
            if let open = mapIndent, indent > open {
                if platforms.contains(String(key)), let target = DeploymentTarget(value) { found.append((String(key), target)) }
                continue
            }
            mapIndent = nil
            switch key {
            case "deploymentTarget":
                if value.allSatisfy({ $0 == " " }) { mapIndent = indent } else if let target = DeploymentTarget(value) { found.append(("iOS", target)) }
            default:
                if let platform = ApplePlatform.allCases.first(where: { $0.deploymentTargetSetting == key })?.rawValue,
                   platforms.contains(platform), let target = DeploymentTarget(value) {
                    found.append((platform, target))
                }
            }
        }
        return found
    }

    static func inTuist(_ text: String) -> [(platform: String, target: DeploymentTarget)] {
        var found: [(String, DeploymentTarget)] = []
        for platform in ["iOS", "tvOS"] {
            var rest = Substring(text)
            while let call = rest.range(of: "." + platform + "(") {
                rest = rest[call.upperBound...]
                var arguments = rest.prefix { $0 != ")" }
                if arguments.hasPrefix("targetVersion:") { arguments = arguments.dropFirst("targetVersion:".count) }
                arguments = arguments.drop { $0 == " " }
                guard arguments.first == "\"" else { continue }
                let literal = arguments.dropFirst().prefix { $0 != "\"" }
                if let target = DeploymentTarget(literal) { found.append((platform, target)) }
            }
        }
        return found
    }
}
