import UIKit

/// The base class of LegacyKit's views.
open class View: UIView {}
