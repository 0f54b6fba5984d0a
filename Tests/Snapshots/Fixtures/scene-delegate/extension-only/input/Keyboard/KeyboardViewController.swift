//
//  KeyboardViewController.swift
//  Keyboard
//

import UIKit

final class KeyboardViewController: UIInputViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let window = view.window // nope: an extension's view, no app delegate here
        _ = window
    }
}
