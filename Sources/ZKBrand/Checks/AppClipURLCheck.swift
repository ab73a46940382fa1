import ZKCore

/// Lint: `app_clip_review_information/invocation_urls.txt` holds the App Clip invocation URLs
/// App Review opens, separated by `, ` (deliver splits there); each must be an absolute
/// `https://` URL without spaces, or App Store Connect refuses it. Reported at the URL.
enum AppClipURLCheck: Check {
    static let invalidInvocationURL = DiagnosticCode(
        "ZK5073", .error, summary: "an App Clip invocation URL is no https URL",
        explanation: """
            deliver uploads `app_clip_review_information/invocation_urls.txt` as the App Clip's \
            invocation URLs for App Review, split at `, `. Each must be one absolute `https://` URL \
            (an App Clip experience URL or `https://appclip.apple.com/id?p=<bundle id>`); write \
            several as `https://a.example/x, https://a.example/y`.
            """,
        example: .edit(
            DiagnosticExample([
                BrandExampleFiles.tokens,
                .init(
                    "Brand/marketing/app-store/app_clip_review_information/invocation_urls.txt",
                    "https://zahlenkette.app/clip, https://zahlenkette.app/spiel"),
            ]),
            broken: #"↓zahlenkette.app/spiel"#, fixed: #"https://zahlenkette.app/spiel"#))

    static let codes = [invalidInvocationURL]

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        var diagnostics: [Diagnostic] = []
        for field in listing.fields where field.rule.kind == .urlList {
            guard let rendered = field.rendered, !field.text.isEmpty else { continue }
            let scalars = Array(field.text.unicodeScalars)
            var start = 0
            while start <= scalars.count {
                var end = start
                while end < scalars.count, !(scalars[end] == "," && end + 1 < scalars.count && scalars[end + 1] == " ")
                { end += 1 }
                let url = String(String.UnicodeScalarView(scalars[start..<end]))
                // A comma without its space runs two URLs together.
                if !URLFieldCheck.isHTTPS(url) || url.contains(",http") {
                    diagnostics.append(
                        Diagnostic(
                            invalidInvocationURL, message(url),
                            at: rendered.templateLocation(ofTrimmedScalar: start).location))
                }
                start = end + 2
            }
        }
        return diagnostics
    }

    // MARK: Messages

    static func message(_ url: String) -> String {
        "App Clip invocation URL '\(MessageText.escaped(url))' is not a single https:// URL; separate URLs with ', '"
    }
}
