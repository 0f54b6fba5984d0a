import SwiftUI

enum Route { case home, profile }

struct Router {
    func destination(for route: Route) -> AnyView { // expect: swiftui-any-view ANYVIEW-I1
        switch route {
        case .home: return AnyView(Text("Home"))
        case .profile: return AnyView(Text("Profile"))
        }
    }

    var placeholder: SwiftUI.AnyView { // expect: swiftui-any-view ANYVIEW-I1
        AnyView(Color.gray)
    }

    // Storage of different views is what AnyView is for.
    let pages: [AnyView] = [AnyView(Text("One")), AnyView(Text("Two"))] // nope: stored
    var current: AnyView = AnyView(EmptyView()) // nope: stored

    func wrapped(_ view: AnyView) -> AnyView { view } // nope: wraps nothing
}

protocol Screen {
    func makeView() -> AnyView // nope: a requirement without a body
}

class BaseScreen {
    func makeView() -> AnyView { AnyView(EmptyView()) } // expect: swiftui-any-view ANYVIEW-I1
}

final class HomeScreen: BaseScreen {
    override func makeView() -> AnyView { AnyView(Text("Home")) } // nope: an override, the base fixes the type
}

extension View {
    func eraseToAnyView() -> AnyView { AnyView(self) } // nope: erasing is its whole point
}
