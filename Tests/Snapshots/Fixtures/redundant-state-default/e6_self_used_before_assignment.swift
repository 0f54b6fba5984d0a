import SwiftUI
import UIKit

// `titleView.tag = 0` reads self (through the wrapper's getter) before `_titleIsEmpty` is
// assigned: without its default, `titleIsEmpty` would not be initialized there.
struct TitleEditorView: View {
    @State var titleView: UILabel
    @State var titleIsEmpty: Bool = true // expect: redundant-state-default STATE-E6
    @State var sending: Bool = false

    init(title: String) {
        self.titleView = .init()
        titleView.tag = 0
        self._titleIsEmpty = .init(wrappedValue: title.isEmpty)
    }

    var body: some View { Text(sending ? "" : "\(titleIsEmpty)") }
}
