struct NetErr: Error {}
func fetch() throws(NetErr) {}
