import UIKit

// The Objective-C runtime's selector calls, which Linux does not have.
func sel_registerName(_ name: String) -> Selector { Selector(name) }
func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

extension UIResponder {
    func responds(to selector: Selector) -> Bool { false }
    @discardableResult func perform(_ selector: Selector, with object: Any?) -> Unmanaged<AnyObject>? { nil }
}
