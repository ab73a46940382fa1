import ZKCore

/// Lint: a locale has at most 10 App Store screenshots per display class and 8 Google Play
/// screenshots per device type.
enum ScreenshotCountCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static func shots(_ count: Int, marked: Int? = nil) -> [File] {
        (1...count).map { index in
            File(
                "fastlane/screenshots/de-DE/\(index < 10 ? "0" : "")\(index)_home.png",
                bytes: ScreenshotSizeCheck.png(width: 1320, height: 2868))
        }
    }

    static let tooMany = DiagnosticCode(
        "ZK5093", .error, summary: "a locale has more screenshots for one device class than the store takes",
        explanation: """
            App Store Connect takes 1 to 10 screenshots per display class and localization, Google \
            Play up to 8 per device type (phone, 7-inch and 10-inch tablet, TV, Wear) and \
            language. deliver and supply refuse the upload of a locale with more. Each screenshot \
            past the limit (in file name order, the order deliver uploads) is reported; remove \
            it or move it to another class.
            """,
        broken: DiagnosticExample(
            ScreenshotSizeCheck.project(shots(11)), unlocated: ["fastlane/screenshots/de-DE/11_home.png"]),
        fixed: DiagnosticExample(ScreenshotSizeCheck.project(shots(10))))

    static let codes = [tooMany]

    /// App Store Connect keeps the 12.9" iPad Pro with a home button (1st and 2nd generation) apart
    /// from the 13" class of the same pixel size; snapshot names the simulator in the file name.
    static func displayType(_ display: String, _ shot: StoreScreenshot) -> String {
        guard display == "iPad 13\"", shot.path.contains("(12.9-inch)"),
            shot.path.contains("(1st generation)") || shot.path.contains("(2nd generation)")
        else { return display }
        return "iPad Pro 12.9\" (2nd generation)"
    }

    static func run(_ input: ScreenshotInput) -> [Diagnostic] {
        var groups: [String: [StoreScreenshot]] = [:]
        var order: [String] = []
        for shot in input.screenshots.sorted(by: { $0.path.precedesByCodePoints($1.path) }) {
            let group: String
            switch shot.store {
            case .play: group = shot.group ?? "?"
            case .appStore:
                guard let width = shot.width, let height = shot.height,
                    let display = ScreenshotSizes.appStoreClass(width: width, height: height)
                else { continue }
                group = shot.group ?? Self.displayType(display, shot)
            }
            let key = "\(shot.store.rawValue)|\(shot.locale)|\(group)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(shot)
        }
        var diagnostics: [Diagnostic] = []
        for key in order {
            guard let shots = groups[key], let first = shots.first else { continue }
            let limit = first.store == .appStore ? ScreenshotSizes.appStoreLimit : ScreenshotSizes.playLimit
            let group = String(key.split(separator: "|").last ?? "")
            for shot in shots.dropFirst(limit) {
                diagnostics.append(.tooMany(shot, count: shots.count, limit: limit, group: group))
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func tooMany(_ shot: StoreScreenshot, count: Int, limit: Int, group: String) -> Diagnostic {
        let store = shot.store == .appStore ? "App Store" : "Google Play"
        return Diagnostic(
            ScreenshotCountCheck.tooMany,
            "'\(shot.locale)' has \(count) \(store) screenshots for \(group); the store takes \(limit)",
            at: shot.location)
    }
}
