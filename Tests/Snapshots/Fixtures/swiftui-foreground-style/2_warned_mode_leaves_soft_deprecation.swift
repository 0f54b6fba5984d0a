import SwiftUI

// foregroundColor(_:) is deprecated at 100000 in the SDK: the compiler never warns, so the
// default mode rewrites nothing even at iOS 26.
struct Title: View {
    var body: some View {
        Text("Title").foregroundColor(.red) // nope: soft deprecation, warned mode
    }
}
