/// The widget's configuration.
enum RecipesWidgetConfiguration {
    static let kind = "recipes"
    static let title = "Recipes"
}
