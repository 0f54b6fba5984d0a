//
//  main.swift
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self)) // expect: scene-delegate
