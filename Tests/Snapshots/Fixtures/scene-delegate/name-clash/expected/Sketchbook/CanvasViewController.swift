//
//  CanvasViewController.swift
//  Sketchbook
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class CanvasViewController: UIViewController, SceneDelegate {
    private let scene = DrawingScene()

    override func viewDidLoad() {
        super.viewDidLoad()
        scene.delegate = self
    }

    func sceneDidChange(_ scene: DrawingScene) {
        view.setNeedsDisplay()
    }
}
