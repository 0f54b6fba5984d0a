//
//  ForecastViewController.swift
//  Weather
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class ForecastViewController: UIViewController {}
