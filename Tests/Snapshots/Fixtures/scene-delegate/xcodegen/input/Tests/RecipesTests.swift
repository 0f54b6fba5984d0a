import XCTest
@testable import Recipes

final class RecipesTests: XCTestCase {
    func testCacheExists() {
        XCTAssertNotNil(RecipeCache.shared)
    }
}
