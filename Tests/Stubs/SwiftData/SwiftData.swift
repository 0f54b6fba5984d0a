// Stand-in for the SwiftData subset the fixtures use. `@Model` is a macro in the SDK; a macro
// needs a compiler plugin, so here it is a do-nothing attached macro the type checker accepts
// wherever the SDK's is allowed (its expansion is not needed to check the code around it).
@_exported import Foundation

@attached(member, names: arbitrary)
public macro Model() = #externalMacro(module: "SwiftDataStandInMacros", type: "ModelMacro")

public protocol PersistentModel: AnyObject {}

public final class ModelContext {
    public func insert<T: PersistentModel>(_ model: T) {}
    public func save() throws {}
}
