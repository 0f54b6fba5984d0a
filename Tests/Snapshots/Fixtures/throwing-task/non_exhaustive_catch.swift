func sync() {
    Task { do { try x() } catch let e as NetErr { log(e) } } // expect: throwing-task TASK-I1
}
