import XCTest
@testable import Rewriter

/// `fileReferences(atPath:)` skips references whose own path names another file; it must find
/// exactly what resolving every reference finds, odd paths included.
final class PBXPathLookupTests: XCTestCase {
    func testLookupByPathAgreesWithResolvingEveryReference() throws {
        let odd = """
            \t\t1A2B3C4D2B00000100AA0017 = {isa = PBXFileReference; path = "../Shop/Odd.swift"; sourceTree = "<group>"; };
            \t\t1A2B3C4D2B00000100AA0018 = {isa = PBXFileReference; name = Nameless.swift; sourceTree = "<group>"; };
            \t\t1A2B3C4D2B00000100AA0019 = {isa = PBXFileReference; path = "Sub/."; sourceTree = "<group>"; };
            \t\t1A2B3C4D2B00000100AA001A = {isa = PBXFileReference; path = Shop/Root.swift; sourceTree = SOURCE_ROOT; };
            \t\t1A2B3C4D2B00000100AA001B = {isa = PBXFileReference; path = "Deep/Dir/"; sourceTree = "<group>"; };

            """
        var text = PBXFixtures.classic.replacingOccurrences(of: "/* End PBXFileReference section */", with: odd + "/* End PBXFileReference section */")
        text = text.replacingOccurrences(of: "\t\t\t\t1A2B3C4D2B00000100AA0015 /* Info.plist */,\n",
                                         with: "\t\t\t\t1A2B3C4D2B00000100AA0015 /* Info.plist */,\n" + ["17", "18", "19", "1A", "1B"]
                                            .map { "\t\t\t\t1A2B3C4D2B00000100AA00\($0),\n" }.joined())
        let project = try PBXProject(text: text)
        let references = project.objects(isa: "PBXFileReference")
        XCTAssertEqual(project.path(of: "1A2B3C4D2B00000100AA0018"), "Shop", "a reference without a path is its group's folder")
        var paths = Set(references.compactMap { project.path(of: $0.id) })
        paths.formUnion(["Shop/Missing.swift", "", "Odd.swift", "Shop/Sub", "Shop/Deep/Dir", "./Shop//Odd.swift"])
        XCTAssertGreaterThan(paths.count, 10)
        for path in paths {
            let wanted = PathShape.normalized(path)
            XCTAssertEqual(project.fileReferences(atPath: path).map(\.id),
                           references.filter { project.path(of: $0.id) == wanted }.map(\.id), path)
        }
    }
}

/// `PathShape.normalized` cuts ASCII paths on their bytes; it must agree with splitting into
/// components as Characters.
final class PathNormalizationTests: XCTestCase {
    func testByteCutAgreesWithComponentSplit() {
        func reference(_ path: String) -> String {
            var parts: [Substring] = []
            for part in path.split(separator: "/", omittingEmptySubsequences: true) {
                if part == "." { continue }
                if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
                parts.append(part)
            }
            return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
        }
        let paths = ["a/b/../c", "./a//b/./c/", "../../a/b", "/abs/./x/../y", "a/../../b", "..", ".", "/", "//x",
                     "a/b/c/../../..", "Sources/../Tests/./Fixtures", "Ünï/../cödé/./x", "a/.../b", "a/..b/c"]
        for path in paths {
            XCTAssertEqual(PathShape.normalized(path), reference(path), path)
        }
        XCTAssertEqual(PathShape.normalized("a/b/../c"), "a/c")
        XCTAssertEqual(PathShape.normalized("../../a/b"), "../../a/b")
        XCTAssertEqual(PathShape.normalized("/abs/./x/../y"), "/abs/y")
    }
}

/// `ProjectIndex.inheriting(fromAnyOf:)` walks down from the bases once; it must answer as
/// `inherits(_:fromAnyOf:)`, which walks up from each name.
final class InheritanceLookupTests: XCTestCase {
    func testWalkingDownAgreesWithWalkingUp() {
        let a = SyntaxTree(path: "A.swift", text: """
            class Window: UIWindow {}
            class Deeper: Window {}
            class Deepest: Deeper, Codable {}
            class Cycle: Loop {}
            class Loop: Cycle {}
            protocol Scene: UISceneDelegate {}
            struct Host: Scene {}
            class Qualified: UIKit.UIWindow {}
            class Generic<T>: Base<T> {}
            class Base<T>: NSObject {}
            enum Plain {}

            """)
        let b = SyntaxTree(path: "B.swift", text: """
            extension Plain: UIWindowSceneDelegate {}
            extension Loop: UIApplicationDelegate {}
            class AppDelegate: UIResponder {}
            extension AppDelegate: UIApplicationDelegate {}

            """)
        let index = ProjectIndex(trees: [a, b])
        let names = Array(index.typesByName.keys) + Array(index.extensionsByName.keys)
            + ["UIWindow", "UIKit.UIWindow", "Deeper<Int>", "Missing", "Window?", "NSObject"]
        for bases: Set<String> in [["UIWindow"], ["UIWindowSceneDelegate", "UISceneDelegate"], ["UIApplicationDelegate"], ["NSObject"], []] {
            let inheriting = index.inheriting(fromAnyOf: bases)
            for name in names {
                XCTAssertEqual(inheriting.contains(name), index.inherits(name, fromAnyOf: bases), "\(name) \(bases)")
            }
        }
        XCTAssertTrue(index.inheriting(fromAnyOf: ["UIWindow"]).contains("Deepest"))
        XCTAssertTrue(index.inheriting(fromAnyOf: ["UIApplicationDelegate"]).contains("Cycle"))
    }
}
