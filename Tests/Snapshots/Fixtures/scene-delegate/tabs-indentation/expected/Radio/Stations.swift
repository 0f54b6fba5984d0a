//
//  Stations.swift
//  Radio
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class StationsViewController: UITableViewController {}
final class FavoritesViewController: UITableViewController {}

final class StationCatalog {
	static let shared = StationCatalog()
	func load() {}
}

final class Player {
	static let shared = Player()
	var isPlaying = false
	func keepAlive() {}
}
