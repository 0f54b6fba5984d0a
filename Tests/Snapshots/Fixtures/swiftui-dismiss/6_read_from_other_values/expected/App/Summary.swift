// `.presentation` of an unrelated type, in a file that never names the sheet view.
struct Summary {
    let presentation: String
}

func headline(of summary: Summary) -> String {
    summary.presentation
}
