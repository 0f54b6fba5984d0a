import SwiftUI

extension V {
    init(title: String, count: Int) {
        self.title = title
        self.count = count
    }
}
