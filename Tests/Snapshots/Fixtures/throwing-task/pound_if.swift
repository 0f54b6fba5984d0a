func boot() {
#if DEBUG
    Task { try await seedDebugData() } // expect: throwing-task TASK-I1
#else
    Task { // expect: throwing-task TASK-I1
        try await warmUp()
        log("warm")
    }
#endif
}
