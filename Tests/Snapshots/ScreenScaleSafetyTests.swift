import XCTest
@testable import Codemods
import Rewriter

/// What a screen-scale rewrite says it changes, where the generic snapshot run checks only that
/// it says something: a trait read in a method that may run while the view is in no window names
/// the defaults such a view reads (a view that is never shown, ownCloud's MessageView, gets them).
final class ScreenScaleSafetyTests: XCTestCase {
    func testTraitReadsOutsideAWindowNameWhatAViewInNoWindowReads() throws {
        let tree = SyntaxTree(path: "Panel.swift", text: """
            import UIKit

            final class Panel: UIView {
                func render() { print(UIScreen.main.traitCollection.verticalSizeClass) }
                override func layoutSubviews() { print(UIScreen.main.traitCollection.verticalSizeClass) }
                func snapshot() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat(for: UIScreen.main.traitCollection) }
            }

            """)
        let findings = ScreenScale(options: [:]).run(tree, in: ProjectContext(root: ".", files: [tree]))
        func change(onLine line: Int) -> String? { findings.first { $0.line == line }?.fix?.safety.behaviorChange }
        let render = try XCTUnwrap(change(onLine: 4)), layout = try XCTUnwrap(change(onLine: 5)), snapshot = try XCTUnwrap(change(onLine: 6))
        XCTAssertTrue(render.contains("size classes unspecified) if it runs while the view is in no window"), render)
        XCTAssertTrue(snapshot.contains("size classes unspecified) if it runs while the view is in no window"), snapshot)
        // Layout runs only while the view is in a window.
        XCTAssertFalse(layout.contains("in no window"), layout)
    }
}
