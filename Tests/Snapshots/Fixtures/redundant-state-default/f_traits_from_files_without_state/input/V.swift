import SwiftUI

struct V: View {
    // nope: Filter(name:) is failable (declared in Models.swift)
    @State private var filter = Filter(name: "all") // expect: redundant-state-default STATE-E2
    // nope: Box is generic, so its bare name is not a complete type
    @State private var box = Box(value: 1) // expect: redundant-state-default STATE-E2
    // nope: an extension of Plain adds a failable init
    @State private var plain = Plain(n: 0) // expect: redundant-state-default STATE-E2
    @State private var point = Point(x: 0) // expect: redundant-state-default

    init(filter: Filter?, box: Box<Int>, plain: Plain, point: Point) {
        self.filter = filter
        self.box = box
        self.plain = plain
        self.point = point
    }

    var body: some View { Text("v") }
}
