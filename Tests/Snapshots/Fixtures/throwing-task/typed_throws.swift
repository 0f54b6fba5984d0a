func go() {
    Task { () throws(NetErr) in try fetch() } // expect: throwing-task TASK-W3
}
