import SwiftUI

struct ThumbnailGrid: View {
    static let spacing = 2 / UIScreen.main.scale // expect: screen-scale SCALE-W1
    let side: CGFloat
    let pixel = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W2

    init(side: CGFloat) {
        self.side = side * UIScreen.main.scale // expect: screen-scale SCALE-W2
    }

    static func columns() -> Int {
        Int(UIScreen.main.scale) // expect: screen-scale SCALE-W1
    }

    var body: some View {
        Text("\(side)")
    }
}
