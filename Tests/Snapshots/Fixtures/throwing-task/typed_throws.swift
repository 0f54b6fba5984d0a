func go() {
    Task { () throws(NetErr) in try fetch() } // expect: throwing-task TASK-W3
    Task { () async throws(Never) in await quiet() } // nope: throws(Never) cannot throw, so nothing is dropped
}
