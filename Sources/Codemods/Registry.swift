/// Every codemod, sorted by id (like go/analysis's Suite). Adding a codemod
/// means adding it here and a fixture folder under Tests/Snapshots/Fixtures.
public enum Registry {
    public static let all: [any Codemod.Type] = [
        DeviceLayoutChecks.self,
        EntryReferenceDefault.self,
        ImageCreatorUsage.self,
        KeyWindowAccess.self,
        LaunchScreen.self,
        OnDemandResources.self,
        OpenURLPreflight.self,
        RedundantStateDefault.self,
        RequiresFullScreen.self,
        SceneDelegateMigration.self,
        ScreenScale.self,
        ScrollPocketPrivateAPI.self,
        SwiftTestingSuggestion.self,
        ModernAlert.self,
        AnyViewSuggestion.self,
        CornerRadiusClipShape.self,
        ConfirmationDialog.self,
        SwiftUIDeprecations.self,
        PresentationModeDismiss.self,
        ForegroundStyle.self,
        GeometryReaderSuggestion.self,
        IgnoresSafeArea.self,
        NavigationViewStack.self,
        NavigationTitle.self,
        ObservableSuggestion.self,
        OnChangeTwoParameters.self,
        PreviewProviderMacro.self,
        TaskModifierSuggestion.self,
        TextInputAutocapitalization.self,
        AccentColorTint.self,
        SwipeActionsContainer.self,
        ThrowingTask.self,
    ]

    public static var ids: [String] { all.map { $0.id } }
    public static func codemod(withID id: String) -> (any Codemod.Type)? { all.first { $0.id == id } }
}
