import ZKCore

/// Lint: every image set has a `Contents.json` naming at least one image (ZK2041), and every
/// `filename` it names exists next to it (ZK2028).
enum ImageSetFilesCheck: ContentCheck {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for set in context.assets.imageSets {
            guard set.hasContents else {
                diagnostics.append(Diagnostic(
                    ContentCodes.invalidImageSet, "image set '\(set.name)' has no Contents.json", at: set.location,
                    notes: [Diagnostic.Note("expected \(set.folder)/Contents.json")]))
                continue
            }
            if set.filenames.isEmpty {
                diagnostics.append(Diagnostic(
                    ContentCodes.invalidImageSet, "image set '\(set.name)' names no image file (no 'filename' in 'images')",
                    at: set.location))
            }
            for filename in set.filenames where !context.input.files.contains(set.folder + "/" + filename.value) {
                diagnostics.append(Diagnostic(
                    ContentCodes.missingImageFile, "image set '\(set.name)' names '\(filename.value)', which does not exist",
                    at: filename.location, notes: [Diagnostic.Note("expected the file \(set.folder)/\(filename.value)")]))
            }
        }
        return diagnostics
    }
}
