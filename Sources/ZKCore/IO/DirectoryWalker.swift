import Foundation

/// Lists files under a folder recursively, in a stable order (sorted by relative path), skipping
/// hidden entries. Paths are returned relative to `root`.
public enum DirectoryWalker {
    public static func files(under root: String, extensions: Set<String>? = nil) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let next = enumerator.nextObject() as? String {
            let name = (next as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if let extensions {
                let ext = (name as NSString).pathExtension
                guard extensions.contains(ext) else { continue }
            }
            var isDirectory: ObjCBool = false
            let full = root + "/" + next
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
                // A directory named like an input (`broken.json/`) is reported by the reader.
                if extensions == nil { continue }
            }
            found.append(next)
        }
        return found.sorted()
    }

    public static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
