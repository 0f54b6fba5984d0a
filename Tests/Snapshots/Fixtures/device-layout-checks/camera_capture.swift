import AVFoundation
import UIKit

final class ScannerViewController: UIViewController {
    let session = AVCaptureSession()
    var previewLayer: AVCaptureVideoPreviewLayer?

    func videoOrientation() -> AVCaptureVideoOrientation {
        switch UIDevice.current.orientation { // nope: camera capture orientation, not layout
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        default: return .portrait
        }
    }

    func previewOrientation() -> UIInterfaceOrientation? {
        view.window?.windowScene?.interfaceOrientation // nope: camera file, maps to the preview orientation
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let inset: CGFloat = traitCollection.userInterfaceIdiom == .pad ? 40 : 16 // expect: device-layout-checks DEVICE-I1
        previewLayer?.frame = view.bounds.insetBy(dx: inset, dy: inset)
    }
}
