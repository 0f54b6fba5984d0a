import UIKit

final class GalleryView: UIView {
    var cachedScale: CGFloat = 0
    private let workQueue = DispatchQueue(label: "gallery")

    func prepareThumbnails() {
        DispatchQueue.global().async {
            _ = UIScreen.main.scale // expect: screen-scale SCALE-W3
        }
        DispatchQueue.global(qos: .userInitiated).async {
            let scale = UIScreen.main.scale // expect: screen-scale SCALE-W3
            print(scale)
        }
        Task.detached {
            print(await UIScreen.main.scale) // expect: screen-scale SCALE-W3
        }
        workQueue.async {
            print(UIScreen.main.scale) // expect: screen-scale SCALE-W3
        }
        let job: @Sendable () -> Void = {
            print(UIScreen.main.scale) // expect: screen-scale SCALE-W3
        }
        job()
        DispatchQueue.global().async {
            DispatchQueue.main.async {
                self.cachedScale = UIScreen.main.scale // expect: screen-scale SCALE-R1
            }
        }
    }

    nonisolated func describeScale() -> String {
        "\(UIScreen.main.scale)" // expect: screen-scale SCALE-W7 (inside an interpolation: reported, not rewritten)
    }

    nonisolated func scaleOffMain() -> CGFloat {
        MainActor.assumeIsolated { UIScreen.main.scale } // expect: screen-scale SCALE-W3
    }
}
