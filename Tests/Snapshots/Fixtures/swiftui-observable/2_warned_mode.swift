import SwiftUI

// ObservableObject is not deprecated: the default mode reports nothing.
final class Cart: ObservableObject { // nope: warned mode
    @Published var items: [String] = []
}
