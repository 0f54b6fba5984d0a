//
//  DeepLinkRouter.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import Foundation

final class DeepLinkRouter {
    static let shared = DeepLinkRouter()

    func open(_ url: URL) -> Bool {
        url.scheme == "notes"
    }

    func open(_ shortcut: String) -> Bool {
        shortcut.hasPrefix("com.example.Notes.")
    }
}
