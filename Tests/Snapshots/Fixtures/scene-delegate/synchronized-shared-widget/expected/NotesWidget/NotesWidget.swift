//
//  NotesWidget.swift
//  NotesWidget
//
//  Created by Dana Whitfield on 3/14/22.
//

import WidgetKit
import SwiftUI

@main
struct NotesWidgetBundle: WidgetBundle {
    var body: some Widget {
        RecentNoteWidget()
    }
}

struct RecentNoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RecentNote", provider: RecentNoteProvider()) { entry in
            Text(entry.note.title)
        }
    }
}

struct RecentNoteEntry: TimelineEntry {
    let date: Date
    let note: Note
}

struct RecentNoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> RecentNoteEntry {
        RecentNoteEntry(date: .now, note: Note(title: "Note", body: ""))
    }

    func getSnapshot(in context: Context, completion: @escaping (RecentNoteEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RecentNoteEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
