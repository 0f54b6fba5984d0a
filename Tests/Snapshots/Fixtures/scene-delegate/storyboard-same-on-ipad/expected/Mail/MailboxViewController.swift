//
//  MailboxViewController.swift
//  Mail
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class MailboxViewController: UITableViewController {}
