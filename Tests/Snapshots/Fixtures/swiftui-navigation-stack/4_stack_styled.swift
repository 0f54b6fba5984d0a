import SwiftUI

struct Item: Identifiable {
    let id: Int
    let title: String
}

struct ItemList: View {
    let items: [Item]
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack
            List(items) { item in
                NavigationLink(item.title, destination: Text(item.title))
            }
            .navigationTitle("Items")
        }
        .navigationViewStyle(.stack)
    }
}

struct SameLine: View {
    var body: some View {
        NavigationView { Text("One") }.navigationViewStyle(StackNavigationViewStyle()) // expect: swiftui-navigation-stack
    }
}

struct MiddleOfTheChain: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack
            Text("One")
        }
        .navigationViewStyle(.stack) // iPad shows a stack too
        .padding()
    }
}

struct ContentLabel: View {
    var body: some View {
        NavigationView(content: { // expect: swiftui-navigation-stack
            Text("One")
        })
        .navigationViewStyle(SwiftUI.StackNavigationViewStyle())
    }
}

struct Branches: View {
    let signedIn: Bool
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack
            if signedIn {
                Text("Home")
            } else {
                Text("Sign in")
            }
        }
        .navigationViewStyle(.stack)
    }
}

// A stack style on an enclosing view reaches this NavigationView through the environment; it stays,
// since it may style others.
struct Tabs: View {
    var body: some View {
        VStack {
            NavigationView { // expect: swiftui-navigation-stack
                Text("First")
            }
        }
        .navigationViewStyle(.stack)
    }
}

// Postfix `#if` modifiers belong to the view above them: still one column.
struct PlatformModifiers: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack
            Text("One")
                #if os(iOS)
                .navigationBarTitleDisplayMode(.inline)
                #endif
                .padding()
        }
        .navigationViewStyle(.stack)
    }
}

// A Group of one view is that view.
struct GroupedBranches: View {
    let signedIn: Bool
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack
            Group {
                if signedIn { Text("Home") } else { Text("Sign in") }
            }
        }
        .navigationViewStyle(.stack)
    }
}
