import SwiftUI

// SwiftUI's attribute scope gives AttributeContainer a `foregroundColor` builder; Linux Foundation has none.
extension AttributeContainer {
    func foregroundColor(_ color: Color) -> AttributeContainer { self }
}
