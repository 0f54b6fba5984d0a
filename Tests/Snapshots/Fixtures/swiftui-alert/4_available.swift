import SwiftUI

struct Library: View {
    @State private var deleting = false
    @State private var failed = false
    @State private var saved = false
    @State private var leaving = false
    let bookName: String
    let reason: String

    var body: some View {
        List { Text(bookName) }
            .alert(isPresented: $deleting) { // expect: swiftui-alert
                Alert(
                    title: Text("Delete “\(bookName)”?"),
                    message: Text("This action cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) {
                        delete()
                        log("deleted")
                    },
                    secondaryButton: .cancel(Text("Keep"))
                )
            }
            .alert(isPresented: $failed, content: { // expect: swiftui-alert
                // offered after a failed upload
                return Alert(title: Text(verbatim: reason),
                             message: Text(reason).bold(),
                             dismissButton: Alert.Button.default(Text("Retry"), action: retry))
            })
            .alert(isPresented: $saved) { Alert(title: Text("Saved")) } // expect: swiftui-alert
            .alert(isPresented: $leaving) { // expect: swiftui-alert
                Alert(title: Text("Leave?"),
                      message: nil,
                      // stays first
                      primaryButton: .default(Text(bookName), action: nil), // the book's name
                      secondaryButton: .destructive(Text("Leave"), action: {
                          leave()
                       }))
            }
            .alert(isPresented: $deleting) { // expect: swiftui-alert ALERT-I3
                Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete"), action: delete), secondaryButton: .cancel())
            }
    }

    func delete() {}
    func retry() {}
    func leave() {}
    func log(_ message: String) {}
}

// An Alert nested in another type does not hide SwiftUI's.
enum Copy {
    enum Alert {
        static let title = "Title"
    }
}
