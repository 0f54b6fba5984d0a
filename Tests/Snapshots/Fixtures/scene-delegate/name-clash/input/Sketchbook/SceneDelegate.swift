//
//  SceneDelegate.swift
//  Sketchbook
//
//  Created by Dana Whitfield on 3/14/22.
//

import Foundation

/// Receives changes to the drawing's scene graph.
protocol SceneDelegate: AnyObject {
    func sceneDidChange(_ scene: DrawingScene)
}

final class DrawingScene {
    weak var delegate: SceneDelegate?
}
