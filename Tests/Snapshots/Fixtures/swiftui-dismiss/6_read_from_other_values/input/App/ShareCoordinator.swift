import SwiftUI

// Names ShareSheet and reads `.presentationMode` from a value: it may be the view's property.
@MainActor final class ShareCoordinator {
    let sheet: ShareSheet
    init(sheet: ShareSheet) { self.sheet = sheet }
    func finish() { sheet.presentationMode.wrappedValue.dismiss() }
}
