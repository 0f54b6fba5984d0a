// The fixture uses Data without importing Foundation.
import Foundation
typealias Data = Foundation.Data
