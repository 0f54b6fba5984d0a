struct NetErr: Error {}
func fetch() throws(NetErr) {}
func quiet() async {}
