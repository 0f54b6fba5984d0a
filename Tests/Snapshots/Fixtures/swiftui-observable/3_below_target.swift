import SwiftUI

// @Observable is iOS 17: nothing is reported for an iOS 16 target.
final class Cart: ObservableObject { // nope: Observation needs iOS 17
    @Published var items: [String] = []
}
