// Blank lines in a moved body: whitespace-only ones (SwiftFormat's `--indent-blank-lines`)
// take the same added step as the code around them; empty ones stay empty.
final class Syncer {
    func indentedBlankLines() {
        Task { // expect: throwing-task TASK-I1
            let batch = try await fetch()
            
            if batch.isEmpty {
                
                return
            }
            
            Task { // expect: throwing-task TASK-I1
                try await store(batch)
                
                notify()
            }
            let report = """
                synced
                
                    
                done
                """
            print(report)
        }
    }

    func emptyBlankLines() {
        Task { // expect: throwing-task TASK-I1
            let batch = try await fetch()

            if batch.isEmpty {

                return
            }

            try await store(batch)
            print("""
                synced

                done
                """)
        }
    }
}
