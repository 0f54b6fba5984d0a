import Foundation

// Nothing here mentions SwiftUI's property wrapper, so the rule reads these
// types from the shared declaration outline instead of its own scan.
struct Filter {
    var name: String
    init?(name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }
}

struct Box<Value> {
    var value: Value
}

struct Plain {
    var n: Int
}

extension Plain {
    init?(text: String) {
        guard let n = Int(text) else { return nil }
        self.n = n
    }
}

struct Point {
    var x: Int
}
