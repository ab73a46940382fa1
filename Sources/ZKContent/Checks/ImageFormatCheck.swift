import ZKCore

/// Lint: every image a set names is what its extension says (ZK2054), and its header can be
/// read (ZK2055): PNG, JPEG, HEIF, PDF and SVG headers are read in Swift, a few pages at most.
enum ImageFormatCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let wrongFormat = DiagnosticCode(
        "ZK2054", .error, summary: "an image file is not what its extension says",
        explanation: """
            The file's first bytes are another format than its extension names (a JPEG saved as \
            `.png`, an HTML error page downloaded as `.svg`), or no image at all. Xcode decodes \
            by content and may still show it, but the size and transparency checks, `actool`'s \
            compression and other tools go by the name: convert the file, or rename it.
            """,
        broken: DiagnosticExample([
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json",
                #"{ "images": [ { "filename": ↓"avatar_fuchs.pdf", "idiom": "universal" } ], "properties": { "preserves-vector-representation": true } }"#
            ),
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/avatar_fuchs.pdf",
                AssetExamples.svg(width: 64, height: 64)),
            AssetExamples.avatars(#""avatar_fuchs""#),
        ]),
        fixed: DiagnosticExample([
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json",
                #"{ "images": [ { "filename": "avatar_fuchs.pdf", "idiom": "universal" } ], "properties": { "preserves-vector-representation": true } }"#
            ),
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/avatar_fuchs.pdf",
                AssetExamples.pdf(width: 64, height: 64)),
            AssetExamples.avatars(#""avatar_fuchs""#),
        ]))

    static let unreadable = DiagnosticCode(
        "ZK2055", .error, summary: "an image file's header is truncated or malformed",
        explanation: """
            The file starts like its format but its header is broken: it ends inside the header \
            (an interrupted download or copy), or the header's fields are impossible (a PNG of 0 \
            pixels, a JPEG without a frame, a HEIF without an image size, an SVG `viewBox` that is \
            not four numbers). Re-export the image.
            """,
        broken: DiagnosticExample([
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json",
                #"{ "images": [ { "filename": ↓"avatar_fuchs.svg", "idiom": "universal" } ] }"#),
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/avatar_fuchs.svg",
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64"/>"#),
            AssetExamples.avatars(#""avatar_fuchs""#),
        ]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [wrongFormat, unreadable]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for set in context.assets.sets where AssetSetKind.imageKinds.contains(set.kind) {
            for entry in set.entries {
                guard let filename = entry.filename, let expected = ImageFormat.of(fileName: filename.value),
                    let header = context.input.facts(of: set.folder + "/" + filename.value)?.header
                else { continue }
                switch header {
                case .success(let found) where found.format != expected:
                    diagnostics.append(
                        .otherFormat(
                            filename, expected: expected,
                            found: MessageText.withArticle("\(found.format.rawValue) file")))
                case .success:
                    break
                case .failure(.outsideRepository):
                    diagnostics.append(SymbolicLinkGuard.escaping(set.folder + "/" + filename.value))
                case .failure(.empty):
                    diagnostics.append(.otherFormat(filename, expected: expected, found: "empty"))
                case .failure(.unknownFormat(let what)):
                    diagnostics.append(
                        .otherFormat(filename, expected: expected, found: "no \(expected.rawValue) file: \(what)"))
                case .failure(let failure):
                    diagnostics.append(.unreadable(filename, failure))
                }
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func otherFormat(_ filename: Located<String>, expected: ImageFormat, found: String) -> Diagnostic
    {
        Diagnostic(
            ImageFormatCheck.wrongFormat, "'\(filename.value)' is named as \(expected.rawValue) but is \(found)",
            at: filename.location)
    }

    fileprivate static func unreadable(_ filename: Located<String>, _ failure: ImageProbeFailure) -> Diagnostic {
        Diagnostic(
            ImageFormatCheck.unreadable, "cannot read the header of '\(filename.value)': \(failure.description)",
            at: filename.location)
    }
}
