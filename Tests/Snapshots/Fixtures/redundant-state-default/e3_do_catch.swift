import SwiftUI

struct LoadedView: View {
    @State private var text = "" // expect: redundant-state-default STATE-E3

    init(path: String) {
        do {
            text = try String(contentsOfFile: path)
        } catch {
            print(error)
        }
    }

    var body: some View { Text(text) }
}
