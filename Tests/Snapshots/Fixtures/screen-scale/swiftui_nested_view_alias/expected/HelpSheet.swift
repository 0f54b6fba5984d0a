import UIKit

/// Its nested `View` names a UIKit view; SwiftUI's `View` keeps its meaning elsewhere.
final class HelpSheet {
    typealias View = UIView

    let content = View()
}
