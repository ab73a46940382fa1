#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a file came from, as the kernel sees it: its device, inode and status-change time
/// (`dev:ino:ctime`). A tool records the stamp of each output it writes and later removes a
/// file only while its stamp is still the recorded one. A record committed to a repository
/// (or copied from another machine) can name a file and its hash, but not the inode and the
/// nanosecond ctime the checkout gave it, so a forged record cannot make a tool delete a file it
/// did not write: the checksum of a record guards its integrity, the stamp its origin.
public enum FileStamp {
    /// The stamp of the regular file at `path` (not followed through a final symbolic link), nil
    /// when there is none.
    public static func of(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let changed = info.st_ctimespec
        #else
            let changed = info.st_ctim
        #endif
        return "\(info.st_dev):\(info.st_ino):\(changed.tv_sec).\(changed.tv_nsec)"
    }
}
