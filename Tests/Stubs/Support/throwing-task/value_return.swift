struct Account {}
func f() async throws -> Int { 0 }
func count() async throws -> Int { 0 }
let ready = true
let account: Account? = nil
func dismiss() {}
func load(_ account: Account) async throws {}
