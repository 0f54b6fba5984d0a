import SwiftUI
import Combine

final class Cart: ObservableObject { // expect: swiftui-observable OBSERVE-I1
    @Published var items: [String] = []
    @Published var coupon: String?
    private var cancellables = Set<AnyCancellable>()

    init() {
        $items.sink { print($0.count) }.store(in: &cancellables)
    }
}

class Session: Combine.ObservableObject { // expect: swiftui-observable OBSERVE-I1
    var token = ""
}

// Conformance through a superclass: the subclass is migrated with its base.
final class GuestSession: Session { // nope: inherits ObservableObject
}

protocol Store: ObservableObject { // nope: a protocol, not a class
}

struct CartView: View {
    @StateObject private var cart = Cart()
    @EnvironmentObject var session: Session
    var body: some View { Text("\(cart.items.count)") }
}

struct Badge: View {
    @ObservedObject var cart: Cart
    @EnvironmentObject var other: Cart
    var body: some View { Text("\(cart.items.count)") }
}
