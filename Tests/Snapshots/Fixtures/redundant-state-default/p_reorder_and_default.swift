import SwiftUI

struct ScoreView: View {
    @State private var score = 0 // expect: redundant-state-default
    @State private var note: String
    let player: String
    let limit: Int

    init(player: String) {
        score = 10 // expect: redundant-state-default
        _note = State(initialValue: "new")
        self.player = player.isEmpty ? "anonymous" : player
        self.limit = ScoreView.defaultLimit
    }

    static let defaultLimit = 99

    var body: some View { Text("\(player) \(score) \(note) \(limit)") }
}
