import Codemods
import Foundation
import Rewriter
import XCTest

/// URL-W8 is reported on an Info.plist, where fixtures cannot carry markers.
final class OpenURLQuerySchemesTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/open-url-preflight/p17_thirty_query_schemes/input")

    func project(plist: [UInt8], swift: String = "") -> ProjectContext {
        ProjectContext(root: ".", files: [SyntaxTree(path: "App/Share.swift", text: swift)],
                       projectFiles: ["App/Info.plist": plist])
    }

    func plist(_ schemes: [String]) -> [UInt8] {
        let items = schemes.map { "\t\t<string>\($0)</string>\n" }.joined()
        return Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>LSApplicationQueriesSchemes</key>
        \t<array>
        \(items)\t</array>
        </dict>
        </plist>

        """.utf8)
    }

    func testThirtySchemesNameTheFiveIgnoredOnes() throws {
        let bytes = Array(try Data(contentsOf: Self.fixture.appendingPathComponent("App/Info.plist")))
        let swift = try String(contentsOf: Self.fixture.appendingPathComponent("App/Share.swift"), encoding: .utf8)
        let findings = OpenURLPreflight(options: [:]).runProject(project(plist: bytes, swift: swift))
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.code, "URL-W8")
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertNil(finding.fix)
        XCTAssertEqual(finding.path, "App/Info.plist")
        XCTAssertEqual(finding.line, 7)
        XCTAssertTrue(finding.message.contains("lists 30 schemes"), finding.message)
        XCTAssertTrue(finding.message.contains("entries 26-30 are ignored: weixin, weixinULAPI, mqq, alipay, paypal"), finding.message)
        XCTAssertTrue(finding.message.contains("still queried by source: paypal"), finding.message)
        XCTAssertTrue(finding.message.contains("WeChat's SDK needs weixin, weixinULAPI within the first 25"), finding.message)
    }

    func testTwentyFiveSchemesAreFine() {
        let schemes = (1...25).map { "app\($0)" }
        XCTAssertTrue(OpenURLPreflight(options: [:]).runProject(project(plist: plist(schemes))).isEmpty)
        let findings = OpenURLPreflight(options: [:]).runProject(project(plist: plist(schemes + ["late"])))
        XCTAssertEqual(findings.map(\.code), ["URL-W8"])
        XCTAssertTrue(findings[0].message.hasSuffix("entries 26-26 are ignored: late"), findings[0].message)
    }

    func testUnreadablePlistIsSkipped() {
        XCTAssertTrue(OpenURLPreflight(options: [:]).runProject(project(plist: Array("bplist00garbage".utf8))).isEmpty)
        XCTAssertTrue(OpenURLPreflight(options: [:]).runProject(project(plist: Array("<plist><dict><key>LSApplicationQueriesSchemes".utf8))).isEmpty)
    }
}
