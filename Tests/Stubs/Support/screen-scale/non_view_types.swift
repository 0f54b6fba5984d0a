import UIKit
class ThirdPartyChartView: UIView {}
