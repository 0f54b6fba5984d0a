//
//  RootViewController.swift
//  Recipes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class RootViewController: UITabBarController {}

final class RecipeCache {
    static let shared = RecipeCache()
    func warmUp() {}
    func refreshIfNeeded() {}
}
