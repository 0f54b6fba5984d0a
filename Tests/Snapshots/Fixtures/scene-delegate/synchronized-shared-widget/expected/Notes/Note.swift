//
//  Note.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import Foundation

/// Shared with the widget.
struct Note: Codable, Hashable {
    var title: String
    var body: String
}
