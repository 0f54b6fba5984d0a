import SwiftUI

extension V {
    init(title: String) {
        self.title = title
    }
}
