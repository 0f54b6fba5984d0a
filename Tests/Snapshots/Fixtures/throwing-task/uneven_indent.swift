/*
 * A licence header: its ` * ` lines say nothing about the indent unit.
 */
final class Uploader {
   func start() {
         Task { // expect: throwing-task TASK-I1
               try await upload()
         }
   }
}
