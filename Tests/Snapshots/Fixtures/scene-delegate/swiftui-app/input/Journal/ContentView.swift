//
//  ContentView.swift
//  Journal
//
//  Created by Dana Whitfield on 3/14/22.
//

import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Journal")
    }
}

final class EntryStore {
    static let shared = EntryStore()
    func save() {}
}
