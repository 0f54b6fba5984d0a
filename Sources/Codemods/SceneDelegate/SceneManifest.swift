import Rewriter

/// The scene manifest in an Info.plist: its state, and the edits (made with
/// the engine's plist editor) that add or complete it.
enum SceneManifest {
    enum State: Equatable { case missing, emptyConfigurations, adopted }

    static let key = "UIApplicationSceneManifest"

    static func state(of plist: PlistDocument, key: String = key) -> State {
        guard let manifest = plist.root[key] else { return .missing }
        let role = manifest["UISceneConfigurations"]?["UIWindowSceneSessionRoleApplication"]
        if let role, role.elements.contains(where: { $0.kind == .dict && !$0.entries.isEmpty }) { return .adopted }
        return .emptyConfigurations
    }

    /// Every UISceneDelegateClassName of the manifest, "$(PRODUCT_MODULE_NAME)." prefix kept.
    static func delegateClassNames(in plist: PlistDocument) -> [String] {
        guard let configurations = plist.root[key]?["UISceneConfigurations"] else { return [] }
        return configurations.entries.flatMap { $0.value.elements }.compactMap { $0["UISceneDelegateClassName"]?.stringValue }
    }

    /// `qualified`: a Swift class, named with its module; an Objective-C class goes by its bare name.
    static func configurations(delegateClass: String, storyboard: String?, qualified: Bool = true) -> PlistValue {
        var configuration: [PlistValue.Entry] = [
            .init("UISceneConfigurationName", .string("Default Configuration")),
            .init("UISceneDelegateClassName", .string(qualified ? "$(PRODUCT_MODULE_NAME).\(delegateClass)" : delegateClass)),
        ]
        if let storyboard { configuration.append(.init("UISceneStoryboardFile", .string(storyboard))) }
        return .dict([.init("UIWindowSceneSessionRoleApplication", .array([.dict(configuration)]))])
    }

    static func manifest(delegateClass: String, storyboard: String?, qualified: Bool = true) -> PlistValue {
        .dict([.init("UIApplicationSupportsMultipleScenes", .bool(false)),
               .init("UISceneConfigurations", configurations(delegateClass: delegateClass, storyboard: storyboard, qualified: qualified))])
    }

    /// Edits that give `plist` a usable manifest: a new root key (`key`, or the `~ipad` one) in
    /// key order, or the missing or empty configurations filled in.
    static func edits(for plist: PlistDocument, delegateClass: String, storyboard: String?, qualified: Bool = true,
                      key: String = key) -> [Edit] {
        let configurations = configurations(delegateClass: delegateClass, storyboard: storyboard, qualified: qualified)
        guard let existing = plist.root[key] else {
            return plist.insertion(.init(key, manifest(delegateClass: delegateClass, storyboard: storyboard, qualified: qualified)), into: plist.root)
        }
        guard existing.kind == .dict else {
            return plist.replacement(of: existing, with: manifest(delegateClass: delegateClass, storyboard: storyboard, qualified: qualified))
        }
        return plist.setting(configurations, forKey: "UISceneConfigurations", in: existing)
    }

    /// Edits that give `plist` the manifest of an app whose window UIKit loads from `storyboard`
    /// (nil: no storyboard window). UIKit read `UIMainStoryboardFile~ipad` on iPad, so a separate
    /// iPad storyboard also gets `UIApplicationSceneManifest~ipad` naming it (not one naming the main
    /// storyboard again, which the plain manifest already does); an existing ~ipad
    /// manifest is left as it is (the audit reports one without configurations).
    static func storyboardEdits(for plist: PlistDocument, delegateClass: String, storyboard: String?, qualified: Bool = true) -> [Edit] {
        var edits = edits(for: plist, delegateClass: delegateClass, storyboard: storyboard, qualified: qualified)
        let root = plist.root
        if let storyboard, let ipad = root["UIMainStoryboardFile~ipad"]?.stringValue, root[key + "~ipad"] == nil,
           ScenePaths.removingExtension(ipad) != storyboard {
            edits += self.edits(for: plist, delegateClass: delegateClass, storyboard: ScenePaths.removingExtension(ipad),
                                qualified: qualified, key: key + "~ipad")
        }
        // Both new keys go in at the same place: one insertion.
        return FixMerging.mergeEdits(edits)
    }

    /// A new Info.plist holding only the manifest (Xcode merges it with the generated keys).
    static func newFile(delegateClass: String, storyboard: String?, qualified: Bool = true) -> String {
        let skeleton = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict/>
        </plist>

        """
        guard let document = try? PlistDocument(text: skeleton) else { return skeleton }
        let edits = document.insertion(.init(key, manifest(delegateClass: delegateClass, storyboard: storyboard, qualified: qualified)),
                                       into: document.root)
        return String(decoding: EditSet.apply(edits, to: document.bytes), as: UTF8.self)
    }
}
