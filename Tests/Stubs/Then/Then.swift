// Stand-in for the third-party `Then` package (github.com/devxoul/Then), which fixtures import.
@_exported import Foundation

public protocol Then {}

extension Then where Self: Any {
    @discardableResult
    public func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try block(&copy)
        return copy
    }
    public func `do`(_ block: (Self) throws -> Void) rethrows { try block(self) }
}

extension Then where Self: AnyObject {
    @discardableResult
    public func then(_ block: (Self) throws -> Void) rethrows -> Self {
        try block(self)
        return self
    }
}

extension NSObject: Then {}
extension CGPoint: Then {}
extension CGRect: Then {}
extension CGSize: Then {}
extension Array: Then {}
extension Dictionary: Then {}
extension Set: Then {}
