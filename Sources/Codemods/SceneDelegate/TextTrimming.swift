extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeLast() }
        return String(s)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var s = self
        while let c = s.first, set.contains(c) { s.removeFirst() }
        while let c = s.last, set.contains(c) { s.removeLast() }
        return String(s)
    }
}
