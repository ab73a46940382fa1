import ZKCore

/// Lint: a screenshot is a PNG or JPEG that is what its extension says, with a header that
/// reads (ZK5094).
enum ScreenshotFormatCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let path = "fastlane/screenshots/en-US/01_home.png"

    static let wrongFormat = DiagnosticCode(
        "ZK5094", .error, summary: "a screenshot is no PNG or JPEG, or its header cannot be read",
        explanation: """
            App Store Connect and Google Play take screenshots as PNG or JPEG (`.png`, `.jpg`, \
            `.jpeg`). A HEIF, WebP or GIF file, a file whose bytes are another format than its \
            extension says, or one whose header is broken (an interrupted copy) is refused at \
            upload. Export it as PNG or JPEG.
            """,
        broken: DiagnosticExample(
            ScreenshotSizeCheck.project([File(path, bytes: Array("<html>Not Found</html>".utf8))]), unlocated: [path]),
        fixed: DiagnosticExample(
            ScreenshotSizeCheck.project([File(path, bytes: ScreenshotSizeCheck.png(width: 1320, height: 2868))])))

    static let codes = [wrongFormat]

    static func run(_ input: ScreenshotInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for shot in input.screenshots {
            if let problem = shot.problem {
                diagnostics.append(.wrongFormat(shot, "its header cannot be read: \(problem)"))
            } else if let format = shot.format, format != "PNG" && format != "JPEG" {
                diagnostics.append(.wrongFormat(shot, "it is \(MessageText.withArticle("\(format) file"))"))
            } else if let format = shot.format, shot.named != format {
                let named = shot.named.map { "named as \($0)" } ?? "named without .png or .jpg"
                diagnostics.append(
                    .wrongFormat(shot, "it is \(named) but is \(MessageText.withArticle("\(format) file"))"))
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func wrongFormat(_ shot: StoreScreenshot, _ problem: String) -> Diagnostic {
        Diagnostic(
            ScreenshotFormatCheck.wrongFormat,
            "screenshot of '\(shot.locale)' is no PNG or JPEG the store takes: \(problem)", at: shot.location)
    }
}
