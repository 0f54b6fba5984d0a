//
//  OnboardingViewController.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class OnboardingViewController: UIViewController {}
