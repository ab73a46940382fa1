import ZKCore

/// Lint (a house rule): a screenshot has no alpha channel.
enum ScreenshotAlphaCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let alpha = DiagnosticCode(
        "ZK5095", .warning, group: .zahlenkette, summary: "a screenshot has an alpha channel",
        explanation: """
            Apple's screenshot specifications ask for flattened RGB images without transparency, \
            and Google Play for JPEG or 24-bit PNG without alpha. A PNG with an alpha channel \
            (RGBA, or a `tRNS` chunk) may be refused, or shown over the store's background where \
            it is transparent. Export it without alpha (flatten it onto its background). A house \
            rule: App Store Connect takes opaque RGBA PNGs (Jawziyya/azkar-ios's screenshots as \
            deliver downloaded them from App Store Connect have an alpha channel).
            """,
        broken: DiagnosticExample(project(alpha: true), unlocated: [ScreenshotFormatCheck.path]),
        fixed: DiagnosticExample(project(alpha: false)))

    /// A project without a profile that turns the rule on (`severities`), with one screenshot.
    static func project(alpha: Bool) -> [File] {
        [
            File("zk-build.json", #"{ "profile": [], "severities": { "ZK5095": "warning" } }"#),
            File(ScreenshotFormatCheck.path, bytes: ScreenshotSizeCheck.png(width: 1320, height: 2868, alpha: alpha)),
        ]
    }

    static let codes = [alpha]

    static func run(_ input: ScreenshotInput) -> [Diagnostic] {
        input.screenshots.filter { $0.problem == nil && $0.hasAlpha == true && $0.named == $0.format }.map {
            .alpha($0)
        }
    }
}

extension Diagnostic {
    fileprivate static func alpha(_ shot: StoreScreenshot) -> Diagnostic {
        Diagnostic(
            ScreenshotAlphaCheck.alpha,
            "screenshot of '\(shot.locale)' has an alpha channel; the stores ask for screenshots without transparency",
            at: shot.location)
    }
}
