// This file never spells the attribute; it declares a module-wide wrapper that shadows SwiftUI's.
@propertyWrapper
struct State<Value> {
    var wrappedValue: Value
}
