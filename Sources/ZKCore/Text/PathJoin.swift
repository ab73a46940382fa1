extension String {
    /// `self + "/" + name`, made at once. Two `+`s make a string in between and cost about
    /// 650 instructions a path; a listing of 10,000 files and their reads make 20,000 of them.
    public func slashJoined(_ name: String) -> String {
        // The bytes in place (no copy of either string to make them contiguous, which retained
        // and released it); a string that is not stored as UTF-8 joins the slow way.
        let joined = utf8.withContiguousStorageIfAvailable { head in
            name.utf8.withContiguousStorageIfAvailable { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    _ = buffer.initialize(from: head)
                    buffer[head.count] = UInt8(ascii: "/")
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + 1)...]).initialize(from: tail)
                    return head.count + 1 + tail.count
                }
            }
        }
        if let joined, let joined { return joined }
        return self + "/" + name
    }
}
