/// Text both the app and its widget show.
enum Formatting {
    static let greeting = "Welcome back"
}
