struct NetErr: Error {}
func x() throws {}
func log(_ value: Any) {}
