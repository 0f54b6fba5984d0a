import SwiftUI

// No project, no Package.swift and no --deployment-target: the rule does not guess.
struct Unknown: View {
    var body: some View {
        Image(systemName: "star").foregroundColor(.yellow) // nope: no deployment target
    }
}
