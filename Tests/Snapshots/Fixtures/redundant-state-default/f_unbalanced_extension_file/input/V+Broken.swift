import SwiftUI

extension V {
    init(label: String) {
        print(label
    }
}
