import Foundation
import XCTest
@testable import Rewriter

final class PlistTests: XCTestCase {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>$(DEVELOPMENT_LANGUAGE)</string>
        \t<key>CFBundleDisplayName</key>
        \t<string>Tom &amp; Jerry &lt;3</string>
        \t<key>CFBundleVersion</key>
        \t<string>1</string>
        \t<key>LSRequiresIPhoneOS</key>
        \t<true/>
        \t<key>UILaunchStoryboardName</key>
        \t<string>LaunchScreen</string>
        \t<key>UIRequiredDeviceCapabilities</key>
        \t<array>
        \t\t<string>armv7</string>
        \t</array>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t</array>
        </dict>
        </plist>

        """

    static let sceneManifest = PlistValue.dict([
        .init("UIApplicationSupportsMultipleScenes", .bool(false)),
        .init("UISceneConfigurations", .dict([
            .init("UIWindowSceneSessionRoleApplication", .array([
                .dict([
                    .init("UISceneConfigurationName", .string("Default Configuration")),
                    .init("UISceneDelegateClassName", .string("$(PRODUCT_MODULE_NAME).SceneDelegate")),
                ]),
            ])),
        ])),
    ])

    func document(_ text: String) throws -> PlistDocument { try PlistDocument(text: text) }

    func applying(_ edits: [Edit], to text: String) -> String {
        String(decoding: EditSet.apply(edits, to: Array(text.utf8)), as: UTF8.self)
    }

    /// Our validator and, where it can read XML plists, Foundation's, both accept the text.
    func assertValid(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(PropertyListValidator.validate(Array(text.utf8)), file: file, line: line)
        do {
            _ = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        } catch {
            XCTFail("Foundation rejects the property list: \(error)", file: file, line: line)
        }
    }

    // MARK: Reading

    func testReadsXcodeInfoPlist() throws {
        let doc = try document(Self.infoPlist)
        XCTAssertEqual(doc.root.kind, .dict)
        XCTAssertEqual(doc.root.keys.first, "CFBundleDevelopmentRegion")
        XCTAssertEqual(doc.root.keys.count, 7)
        XCTAssertEqual(doc.string(at: ["CFBundleDisplayName"]), "Tom & Jerry <3")
        XCTAssertEqual(doc.string(at: ["UILaunchStoryboardName"]), "LaunchScreen")
        XCTAssertEqual(doc.bool(at: ["LSRequiresIPhoneOS"]), true)
        XCTAssertEqual(doc.strings(at: ["UISupportedInterfaceOrientations"]),
                       ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])
        XCTAssertNil(doc.string(at: ["LSRequiresIPhoneOS"]), "a bool is not a string")
        XCTAssertNil(doc.node(at: ["Missing"]))
        // Byte ranges point at the elements themselves.
        let bytes = doc.bytes
        let name = try XCTUnwrap(doc.root.entry("CFBundleDisplayName"))
        XCTAssertEqual(String(decoding: bytes[name.keyRange], as: UTF8.self), "<key>CFBundleDisplayName</key>")
        XCTAssertEqual(String(decoding: bytes[name.value.range], as: UTF8.self), "<string>Tom &amp; Jerry &lt;3</string>")
        XCTAssertEqual(String(decoding: bytes[name.value.contentRange], as: UTF8.self), "Tom &amp; Jerry &lt;3")
        let flag = try XCTUnwrap(doc.node(at: ["LSRequiresIPhoneOS"]))
        XCTAssertEqual(String(decoding: bytes[flag.range], as: UTF8.self), "<true/>")
        XCTAssertTrue(flag.isSelfClosing)
        XCTAssertEqual(doc.style, PlistStyle(indentUnit: "\t", lineEnding: "\n"))
    }

    func testReadsEntitiesCDATACommentsAndOddLayout() throws {
        let text = "\u{FEFF}<?xml version=\"1.0\"?>\r\n<!-- leading -->\r\n<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>\r\n"
            + "<plist version='1.0'><dict ><!-- c --><key>a&#65;&#x42;</key> <string><![CDATA[<raw & text>]]> &quot;q&apos;</string>\r\n"
            + "<key>n</key><integer> -12 </integer><key>r</key><real>2.5</real><key>d</key><date>2026-01-31T12:00:00Z</date>"
            + "<key>b</key><data>AAEC\r\nAw==</data><key>e</key><string/><key>f</key><false></false><key>x</key><array/>"
            + "<key>nested</key><dict><key>deep</key><array><dict/><string>s</string></array></dict></dict></plist >\r\n"
        let doc = try document(text)
        XCTAssertEqual(doc.root.keys, ["aAB", "n", "r", "d", "b", "e", "f", "x", "nested"])
        XCTAssertEqual(doc.string(at: ["aAB"]), "<raw & text> \"q'")
        XCTAssertEqual(doc.node(at: ["n"])?.integerValue, -12)
        XCTAssertEqual(doc.node(at: ["r"])?.kind, .real)
        XCTAssertEqual(doc.node(at: ["d"])?.text, "2026-01-31T12:00:00Z")
        XCTAssertEqual(doc.node(at: ["b"])?.kind, .data)
        XCTAssertEqual(doc.string(at: ["e"]), "")
        XCTAssertEqual(doc.bool(at: ["f"]), false)
        XCTAssertEqual(doc.strings(at: ["x"]), [])
        XCTAssertEqual(doc.node(at: ["nested", "deep"])?.elements.map(\.kind), [.dict, .string])
        XCTAssertEqual(doc.style.lineEnding, "\r\n")
        XCTAssertNil(PropertyListValidator.validate(Array(text.utf8)))
        // Text pieced together around comments and empty CDATA sections, and around entities.
        let pieces = try document("<plist><dict><key>a</key><string>x<!-- c -->y</string><key>b</key><string><![CDATA[]]>z</string>"
            + "<key>c</key><string><!--c-->tail</string><key>d</key><string>&amp;</string><key>e</key><string>caf\u{E9} &lt;b&gt; \u{1F600}</string></dict></plist>")
        XCTAssertEqual(["a", "b", "c", "d", "e"].map { pieces.string(at: [$0]) }, ["xy", "z", "tail", "&", "caf\u{E9} <b> \u{1F600}"])
    }

    func testBinaryPlistIsReportedAsSuch() {
        let binary: [UInt8] = Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x61, 0x09, 0x08, 0x0B]
        XCTAssertTrue(PlistDocument.isBinary(binary))
        XCTAssertThrowsError(try PlistDocument(bytes: binary)) { error in
            XCTAssertEqual(error as? PlistError, .binary)
        }
        XCTAssertEqual(PropertyListValidator.validate(binary), PlistError.binary.description)
    }

    func testMalformedInputNamesTheLine() {
        let cases: [(String, Int)] = [
            ("<plist>\n<dict>\n<key>a</key>\n</dict>\n</plist>", 4),
            ("<plist>\n<dict>\n<key>a</key><string>x</strin>\n</dict></plist>", 3),
            ("<plist>\n<dict>\n<string>x</string>\n</dict></plist>", 3),
            ("<plist><dict></dict></plist>\n<dict/>", 2),
            ("<plist><dict>", 1),
            ("", 1),
            ("<plist><wat/></plist>", 1),
        ]
        for (text, line) in cases {
            XCTAssertThrowsError(try PlistDocument(text: text), text) { error in
                guard case let .malformed(_, found)? = error as? PlistError else { return XCTFail("\(error)") }
                XCTAssertEqual(found, line, text)
            }
        }
    }

    // MARK: Editing

    func testInsertsSceneManifestAtItsAlphabeticalPlaceWithTabs() throws {
        let doc = try document(Self.infoPlist)
        let edits = doc.setting(Self.sceneManifest, forKey: "UIApplicationSceneManifest", in: doc.root)
        XCTAssertEqual(edits.count, 1)
        let output = applying(edits, to: Self.infoPlist)
        XCTAssertTrue(output.contains("""
            \t<true/>
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UIApplicationSupportsMultipleScenes</key>
            \t\t<false/>
            \t\t<key>UISceneConfigurations</key>
            \t\t<dict>
            \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
            \t\t\t<array>
            \t\t\t\t<dict>
            \t\t\t\t\t<key>UISceneConfigurationName</key>
            \t\t\t\t\t<string>Default Configuration</string>
            \t\t\t\t\t<key>UISceneDelegateClassName</key>
            \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            \t\t\t\t</dict>
            \t\t\t</array>
            \t\t</dict>
            \t</dict>
            \t<key>UILaunchStoryboardName</key>
            """), output)
        assertValid(output)
        let reread = try document(output)
        XCTAssertEqual(reread.root.keys, ["CFBundleDevelopmentRegion", "CFBundleDisplayName", "CFBundleVersion", "LSRequiresIPhoneOS",
                                          "UIApplicationSceneManifest", "UILaunchStoryboardName", "UIRequiredDeviceCapabilities",
                                          "UISupportedInterfaceOrientations"])
        XCTAssertEqual(reread.string(at: ["UIApplicationSceneManifest", "UISceneConfigurations"]), nil)
        XCTAssertEqual(reread.node(at: ["UIApplicationSceneManifest", "UISceneConfigurations", "UIWindowSceneSessionRoleApplication"])?
            .elements.first?["UISceneDelegateClassName"]?.text, "$(PRODUCT_MODULE_NAME).SceneDelegate")
        // Setting it again changes nothing.
        XCTAssertEqual(reread.setting(Self.sceneManifest, forKey: "UIApplicationSceneManifest", in: reread.root), [])
    }

    func testInsertsLastKeyAfterTheLastEntryWithSpacesAndCRLF() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<plist version=\"1.0\">\r\n<dict>\r\n"
            + "    <key>A</key>\r\n    <array>\r\n        <string>x</string>\r\n    </array>\r\n"
            + "    <key>B</key>\r\n    <string>b</string>\r\n</dict>\r\n</plist>\r\n"
        let doc = try document(text)
        XCTAssertEqual(doc.style, PlistStyle(indentUnit: "    ", lineEnding: "\r\n"))
        let output = applying(doc.setting(.dict([.init("Z1", .integer(3))]), forKey: "Z", in: doc.root), to: text)
        XCTAssertEqual(output, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<plist version=\"1.0\">\r\n<dict>\r\n"
            + "    <key>A</key>\r\n    <array>\r\n        <string>x</string>\r\n    </array>\r\n"
            + "    <key>B</key>\r\n    <string>b</string>\r\n"
            + "    <key>Z</key>\r\n    <dict>\r\n        <key>Z1</key>\r\n        <integer>3</integer>\r\n    </dict>\r\n"
            + "</dict>\r\n</plist>\r\n")
        assertValid(output)
    }

    func testInsertsIntoEmptyDictAndCreatesMissingDictsOnAPath() throws {
        let text = "<plist version=\"1.0\">\n<dict>\n  <key>Outer</key>\n  <dict/>\n</dict>\n</plist>\n"
        let doc = try document(text)
        let inner = try doc.setting(.string("v"), at: ["Outer", "Inner", "Leaf"])
        XCTAssertEqual(applying(inner, to: text), "<plist version=\"1.0\">\n<dict>\n  <key>Outer</key>\n  <dict>\n"
            + "    <key>Inner</key>\n    <dict>\n      <key>Leaf</key>\n      <string>v</string>\n    </dict>\n  </dict>\n</dict>\n</plist>\n")
        assertValid(applying(inner, to: text))
        let top = try doc.setting(.bool(true), at: ["A"])
        XCTAssertEqual(applying(top, to: text), "<plist version=\"1.0\">\n<dict>\n  <key>A</key>\n  <true/>\n  <key>Outer</key>\n  <dict/>\n</dict>\n</plist>\n")
        let info = try document(Self.infoPlist)
        XCTAssertThrowsError(try info.setting(.bool(true), at: ["CFBundleVersion", "X"])) { error in
            XCTAssertTrue("\(error)".contains("CFBundleVersion is a string, not a dict"), "\(error)")
        }
    }

    func testReplacesAndRemovesValues() throws {
        let doc = try document(Self.infoPlist)
        let orientations = try doc.setting(.array([.string("UIInterfaceOrientationPortrait")]), at: ["UISupportedInterfaceOrientations"])
        let replaced = applying(orientations, to: Self.infoPlist)
        XCTAssertTrue(replaced.contains("\t<key>UISupportedInterfaceOrientations</key>\n\t<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t</array>\n</dict>"))
        XCTAssertFalse(replaced.contains("LandscapeLeft"))
        assertValid(replaced)
        let removed = applying(doc.removal(ofKey: "UIRequiredDeviceCapabilities", from: doc.root), to: Self.infoPlist)
        XCTAssertEqual(removed, Self.infoPlist.replacingOccurrences(of: "\t<key>UIRequiredDeviceCapabilities</key>\n\t<array>\n\t\t<string>armv7</string>\n\t</array>\n", with: ""))
        assertValid(removed)
        XCTAssertEqual(doc.removal(ofKey: "Nope", from: doc.root), [])
    }

    func testRepeatedInsertionsKeepSortedDictsSortedAndValid() throws {
        var text = Self.infoPlist
        let keys = ["NSCameraUsageDescription", "AAA", "zzz", "CFBundleDisplayName2", "UIApplicationSceneManifest", "LSApplicationCategoryType",
                    "UIStatusBarStyle", "CFBundle", "ITSAppUsesNonExemptEncryption", "UISupportedInterfaceOrientations~ipad"]
        for (i, key) in keys.enumerated() {
            let doc = try document(text)
            let value: PlistValue = i % 2 == 0 ? .string("value \(i) & more") : .array([.integer(i), .bool(true), .dict([])])
            text = applying(try doc.setting(value, at: [key]), to: text)
            assertValid(text)
        }
        let keysAfter = try document(text).root.keys
        XCTAssertEqual(keysAfter, keysAfter.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        XCTAssertEqual(keysAfter.count, 7 + keys.count)
        // Every line still uses tabs only for indentation.
        for line in text.split(separator: "\n") { XCTAssertFalse(line.hasPrefix(" "), String(line)) }
    }

    func testCompactDictGetsCompactInsertion() throws {
        let text = "<plist><dict><key>a</key><string>1</string><key>c</key><string>3</string></dict></plist>"
        let doc = try document(text)
        XCTAssertEqual(applying(doc.setting(.string("2"), forKey: "b", in: doc.root), to: text),
                       "<plist><dict><key>a</key><string>1</string><key>b</key><string>2</string><key>c</key><string>3</string></dict></plist>")
        XCTAssertEqual(applying(doc.setting(.string("4"), forKey: "d", in: doc.root), to: text),
                       "<plist><dict><key>a</key><string>1</string><key>c</key><string>3</string><key>d</key><string>4</string></dict></plist>")
    }

    func testEscapesTextItWrites() throws {
        let doc = try document(Self.infoPlist)
        let output = applying(doc.setting(.string("a < b & c"), forKey: "NSCameraUsageDescription", in: doc.root), to: Self.infoPlist)
        assertValid(output)
        XCTAssertEqual(try document(output).string(at: ["NSCameraUsageDescription"]), "a < b & c")
    }

    // MARK: Validator

    func testValidatorRejectsWhatFoundationWouldMisread() {
        let bad = [
            "<plist><dict><key>a</key><string/><key>a</key><string/></dict></plist>": "duplicate key",
            "<plist><integer>1.5</integer></plist>": "<integer>",
            "<plist><date>yesterday</date></plist>": "<date>",
            "<plist><data>!!!</data></plist>": "<data>",
            "<dict/>": "missing <plist>",
            "<plist><real>x</real></plist>": "<real>",
        ]
        for (text, expected) in bad {
            let problem = PropertyListValidator.validate(Array(text.utf8))
            XCTAssertTrue(problem?.contains(expected) == true, "\(text): \(problem ?? "nil")")
        }
        assertValid(Self.infoPlist)
        assertValid("<plist><array><integer>0x1F</integer><real>1e3</real><data></data></array></plist>")
    }
}
