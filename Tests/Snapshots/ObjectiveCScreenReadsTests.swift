import XCTest
@testable import Codemods
import Rewriter

/// Which property each Objective-C read of the main screen takes, which decides what SCALE-W9
/// tells the user to use instead.
final class ObjectiveCScreenReadsTests: XCTestCase {
    func testPropertiesOfEachSpelling() {
        let source = #"""
        #define HAIRLINE (1.0 / [UIScreen mainScreen].scale)
        @implementation Canvas
        - (void)draw {
            a = [UIScreen mainScreen].scale;
            b = [[UIScreen mainScreen] bounds];
            c = UIScreen.mainScreen.nativeScale;
            d = [UIScreen.mainScreen traitCollection];
            e = [UIScreen mainScreen];
            f = self.mainScreen.scale;
            g = [self mainScreen];
        }
        @end
        """#
        let syntax = ObjectiveCSyntax(path: "Canvas.m", bytes: Array(source.utf8))
        let reads = ObjectiveCScreenReads.reads(in: syntax)
        XCTAssertEqual(reads.map { syntax.file.line(of: syntax.file.tokens.start($0.token)) }, [1, 4, 5, 6, 7, 8])
        XCTAssertEqual(reads.map { $0.property ?? "-" }, ["scale", "scale", "bounds", "nativeScale", "traitCollection", "-"])
    }

    func testTheFrameOfANewWindowIsToldApart() {
        let source = #"""
        @implementation AppDelegate
        - (void)launch {
            self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
            self.overlay = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            self.view = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds];
        }
        @end
        """#
        let syntax = ObjectiveCSyntax(path: "AppDelegate.m", bytes: Array(source.utf8))
        XCTAssertEqual(ObjectiveCScreenReads.reads(in: syntax).map(\.inWindowInit), [true, true, false])
        XCTAssertTrue(ScaleMessages.objectiveC("bounds", place: "", inWindowInit: true).1.contains("initWithWindowScene:"))
    }

    func testMessagesSayWhatToUse() {
        XCTAssertTrue(ScaleMessages.objectiveC("scale", place: "").1.contains("self.traitCollection.displayScale"))
        XCTAssertFalse(ScaleMessages.objectiveC("traitCollection", place: "").1.contains("scale"))
        XCTAssertTrue(ScaleMessages.objectiveC("bounds", place: "").0.contains("not the scene's"))
        XCTAssertTrue(ScaleMessages.objectiveC(nil, place: "in -[A b] ").0.hasPrefix("[UIScreen mainScreen] in -[A b] reads"))
    }
}
