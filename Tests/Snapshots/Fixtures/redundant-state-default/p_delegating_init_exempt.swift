import SwiftUI

struct ZoomView: View {
    @State private var zoom = 1.0 // expect: redundant-state-default

    init(percent: Int) {
        self.init(zoom: Double(percent) / 100)
    }

    init(zoom: Double) {
        self.zoom = zoom
    }

    var body: some View { Text("\(zoom)") }
}
