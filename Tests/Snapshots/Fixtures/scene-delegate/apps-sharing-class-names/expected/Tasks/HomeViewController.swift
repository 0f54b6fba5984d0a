//
//  HomeViewController.swift
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class HomeViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tasks"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
    }
}
