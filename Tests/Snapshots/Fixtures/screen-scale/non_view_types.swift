import UIKit

struct Metrics {
    var hairline: CGFloat { 1 / UIScreen.main.scale } // expect: screen-scale SCALE-W1
}

enum Layout {
    case compact

    var pixel: CGFloat { 1 / UIScreen.main.scale } // expect: screen-scale SCALE-W1
}

final class ShimmerLayer: CALayer {
    override func layoutSublayers() {
        super.layoutSublayers()
        contentsScale = UIScreen.main.scale // expect: screen-scale SCALE-W1
    }
}

final class RemoteChartView: ThirdPartyChartView {
    func lineWidth() -> CGFloat {
        1 / UIScreen.main.scale // expect: screen-scale SCALE-W1
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print(UIScreen.main.scale) // expect: screen-scale SCALE-W1
        return true
    }
}
