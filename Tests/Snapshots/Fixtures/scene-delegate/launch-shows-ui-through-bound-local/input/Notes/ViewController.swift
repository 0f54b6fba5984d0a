//
//  ViewController.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Notes", comment: "")
    }
}
