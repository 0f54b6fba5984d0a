//
//  NotesViewController.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@objc final class NotesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
}
