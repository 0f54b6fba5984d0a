import SwiftUI

// iOS 14: foregroundStyle does not exist yet; nothing changes and nothing is reported.
struct Old: View {
    var body: some View {
        Image(systemName: "star").foregroundColor(.yellow) // nope: foregroundStyle is iOS 15
    }
}
