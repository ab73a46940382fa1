/// What a stage declares it may write, before it runs: the files its input listing names, and
/// the folders it alone fills where the files depend on what the inputs hold (the colour sets of
/// the brand's tokens, the store texts of its templates). The driver writes an artifact only when
/// the stage declared it; hosts (Xcode's file lists, depfiles, Bazel) read the same declaration.
public struct StageOutputs: Sendable, Hashable {
    /// Project-relative paths of files the stage may write.
    public var files: [String]
    /// Project-relative folders whose files the stage alone writes.
    public var folders: [String]

    public init(files: [String] = [], folders: [String] = []) {
        self.files = Array(Set(files)).sorted()
        self.folders = Array(Set(folders)).sorted()
    }

    /// Whether `path` is a declared file or lies inside a declared folder.
    public func covers(_ path: String) -> Bool {
        files.contains(path) || folders.contains { path.hasPrefix($0 + "/") }
    }

    public var isEmpty: Bool { files.isEmpty && folders.isEmpty }
}
