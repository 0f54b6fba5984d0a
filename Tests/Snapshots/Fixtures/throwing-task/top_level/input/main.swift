import Foundation

let server = Server()
Task { try await server.run() } // expect: throwing-task TASK-I1
RunLoop.main.run()
