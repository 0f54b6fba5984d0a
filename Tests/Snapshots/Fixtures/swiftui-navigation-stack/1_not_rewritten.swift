import SwiftUI

// No Xcode target names this file, so its device family is not known: without a stack style,
// NavigationView may be showing columns (iPad), which a NavigationStack would not.
struct Inbox: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack NAVSTACK-I4
            List { Text("Mail") }
        }
    }
}

struct Sidebar: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack NAVSTACK-I1
            List { Text("Folders") }
            Text("Select a folder")
        }
    }
}

struct Columns: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack NAVSTACK-I1
            List { Text("Folders") }
        }
        .navigationViewStyle(.columns)
    }
}

struct Grouped: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack NAVSTACK-I2
            Group {
                List { Text("Folders") }
                Text("Select a folder")
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct StyledByValue<Style: NavigationViewStyle>: View {
    let style: Style
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack NAVSTACK-I2
            List { Text("Mail") }
        }
        .navigationViewStyle(style)
    }
}

struct WithDeclarations: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack NAVSTACK-I2
            let title = "Mail"
            List { Text(title) }
        }
        .navigationViewStyle(.stack)
    }
}

// The style on the content styles nested NavigationViews, not this one.
struct StyleOnTheContent: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack NAVSTACK-I4
            List { Text("Mail") }
                .navigationViewStyle(.stack)
        }
    }
}
