import ZKCore

/// Lint: every image an Icon Composer document's layers name (`image-name`, and the `value` of
/// each `image-name-specializations` entry) is a file of its `Assets/` folder (ZK2071), and each
/// is the image its extension says, with a header that reads (ZK2072).
enum IconComposerCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let folder = "Content/AppIcon.icon"

    /// An `icon.json` with one group and one layer naming `front` (written as given, markers
    /// included) and, for dark, `dark`.
    static func document(front: String, dark: String = #""Front-dark.svg""#) -> File {
        File(
            "\(folder)/icon.json",
            """
            {
              "fill" : "automatic",
              "groups" : [
                {
                  "layers" : [
                    {
                      "glass" : true,
                      "image-name" : \(front),
                      "image-name-specializations" : [
                        {
                          "appearance" : "dark",
                          "value" : \(dark)
                        }
                      ],
                      "name" : "Front"
                    }
                  ],
                  "shadow" : {
                    "kind" : "neutral",
                    "opacity" : 0.5
                  }
                }
              ],
              "supported-platforms" : {
                "circles" : [
                  "watchOS"
                ],
                "squares" : "shared"
              }
            }
            """)
    }

    static let assets = [
        File("\(folder)/Assets/Front.svg", AssetExamples.svg(width: 1024, height: 1024)),
        File("\(folder)/Assets/Front-dark.svg", AssetExamples.svg(width: 1024, height: 1024)),
    ]

    static let missingLayerImage = DiagnosticCode(
        "ZK2071", .error, summary: "an Icon Composer layer names an image its Assets folder lacks",
        explanation: """
            An Icon Composer document (`AppIcon.icon`, Xcode 26) keeps its layers' images in \
            `AppIcon.icon/Assets/`; `icon.json` names each with a layer's `image-name` and, per \
            appearance or platform, with the `value` of an `image-name-specializations` entry. A \
            name with no file there (renamed, deleted, or not committed) leaves the layer empty: \
            Icon Composer shows a blank layer and actool compiles an icon without it. Add the file \
            to `Assets/`, or correct the name.
            """,
        broken: DiagnosticExample([document(front: #"↓"Front.png""#)] + assets),
        fixed: DiagnosticExample([document(front: #""Front.svg""#)] + assets))

    static let unreadableLayerImage = DiagnosticCode(
        "ZK2072", .error, summary: "an Icon Composer layer image is broken or not what its name says",
        explanation: """
            Icon Composer imports its layers as SVG (Apple's recommendation) or PNG files; shipped \
            documents hold HEIF layers too. A layer file that is no image (an HTML error page \
            saved as `.svg`), whose bytes are another format than its extension says, or whose \
            header is broken (an interrupted copy) is reported at its name in `icon.json`. \
            Export the layer as SVG or PNG again.
            """,
        broken: DiagnosticExample(
            [document(front: #"↓"Front.svg""#), File("\(folder)/Assets/Front.svg", "<html>Not Found</html>")]
                + assets.dropFirst()),
        fixed: DiagnosticExample([document(front: #""Front.svg""#)] + assets))

    static let codes = [missingLayerImage, unreadableLayerImage]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A file spelt differently only in case or normalisation is found on a Mac's disk.
        for document in context.iconDocuments {
            let files = Set(document.assetFiles.map(MacFileNames.key))
            for name in document.imageNames {
                let path = document.folder + "/Assets/" + name.value
                guard context.input.hasFile(path) || files.contains(MacFileNames.key(name.value)) else {
                    let near = EditDistance.nearest(to: name.value, in: document.assetFiles)
                    diagnostics.append(.missingLayerImage(document, name, near: near))
                    continue
                }
                if let problem = problem(context.input.facts(of: path)?.header, name: name.value) {
                    diagnostics.append(.unreadableLayerImage(document, name, problem))
                }
            }
        }
        return diagnostics
    }

    /// What is wrong with a layer image's header, nil when it reads as the format its extension
    /// names (or was not probed).
    static func problem(_ header: Result<ImageHeader, ImageProbeFailure>?, name: String) -> String? {
        let expected = ImageFormat.of(fileName: name)
        switch header {
        case nil: return nil
        case .success(let found) where expected != found.format:
            let named = expected.map { "named as \($0.rawValue)" } ?? "named without an image extension"
            return "it is \(named) but is \(MessageText.withArticle("\(found.format.rawValue) file"))"
        case .success: return nil
        case .failure(.empty): return "the file is empty"
        case .failure(.unknownFormat(let what)): return "it is no image: \(what)"
        case .failure(let failure): return "its header cannot be read: \(failure.description)"
        }
    }
}

extension Diagnostic {
    fileprivate static func missingLayerImage(
        _ document: IconDocument, _ name: Located<String>, near: String?
    )
        -> Diagnostic
    {
        var message =
            "layer image '\(MessageText.escaped(name.value))' of '\(document.stem).icon' is not in \(document.folder)/Assets/"
        if let near { message += "; did you mean '\(MessageText.escaped(near))'?" }
        return Diagnostic(
            IconComposerCheck.missingLayerImage, message, at: name.location,
            fixIt: near.map { Diagnostic.FixIt(replacement: JSONWriter.quoted($0), description: "use '\($0)'") })
    }

    fileprivate static func unreadableLayerImage(
        _ document: IconDocument, _ name: Located<String>, _ problem: String
    )
        -> Diagnostic
    {
        Diagnostic(
            IconComposerCheck.unreadableLayerImage,
            "layer image '\(MessageText.escaped(name.value))' of '\(document.stem).icon': \(problem)",
            at: name.location)
    }
}
