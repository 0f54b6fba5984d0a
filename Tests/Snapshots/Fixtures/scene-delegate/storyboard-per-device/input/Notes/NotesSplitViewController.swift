//
//  NotesSplitViewController.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

/// The iPad's notes screen: the list and the open note side by side.
class NotesSplitViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Notes", comment: "")
        print("notes: split layout")
    }
}
