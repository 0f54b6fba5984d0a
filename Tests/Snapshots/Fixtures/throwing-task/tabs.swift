final class Store {
	func save() {
		Task { try await disk.flush() } // expect: throwing-task TASK-I1
		Task { // expect: throwing-task TASK-I1
			try await disk.write()
			let text = """
			  keep
			"""
			print(text)
		}
	}
}
