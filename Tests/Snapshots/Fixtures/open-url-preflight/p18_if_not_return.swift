import UIKit

@MainActor
struct MapsLauncher {
    let fallback: URL

    func openMaps(at coordinate: String) {
        let maps = URL(string: "comgooglemaps://?center=\(coordinate)")!
        if !UIApplication.shared.canOpenURL(maps) { // expect: open-url-preflight URL-D
            // Google Maps is missing: use the web.
            UIApplication.shared.open(fallback)
            return
        }
        UIApplication.shared.open(maps)
    }
}
