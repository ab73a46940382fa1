import Foundation
import Testing
import ZKBuild
import ZKCore

/// Issue 22's acceptance: public apps' catalogs and asset catalogs, each in its own repository's
/// layout and without zk-build.json (sources and licences: `Tests/Fixtures/repositories/SOURCES.md`).
/// Zero-configuration `zk-build check` reports no house-rule finding and reads each catalog's own
/// source language and locales; `zk-build init` writes the file that reproduces that run; planted
/// mistakes are caught at their file and line.
@Suite struct RealRepositoryTests {
    /// App → (fixture under `Tests/Fixtures`, path in the app's repository).
    static let apps: [String: [(fixture: String, path: String)]] = [
        "anonaddy/addy-ios": [
            ("assets/catalogs/addy-ios-Assets.xcassets/Assets.xcassets", "addy_watchkit/Assets.xcassets"),
            ("strings/real/anonaddy+addy-ios/InfoPlist.xcstrings", "InfoPlist.xcstrings"),
            ("strings/real/anonaddy+addy-ios/addy/AppShortcuts.xcstrings", "addy/AppShortcuts.xcstrings"),
        ],
        "Cizzuk/CSE": [
            ("assets/catalogs/CSE-Assets.xcassets/Assets.xcassets", "CSE/Assets.xcassets"),
            ("repositories/Cizzuk+CSE/Localizable.xcstrings", "Localizable.xcstrings"),
        ],
        "CodeEditApp/CodeEdit": [
            ("assets/catalogs/CodeEdit-Media.xcassets/Media.xcassets", "OpenWithCodeEdit/Media.xcassets")
        ],
        "duckduckgo/iOS": [
            (
                "assets/catalogs/iOS-AlternateAppIcons.xcassets/AlternateAppIcons.xcassets",
                "DuckDuckGo/AlternateAppIcons.xcassets"
            )
        ],
        "exelban/stats": [
            ("assets/catalogs/stats-Assets.xcassets/Assets.xcassets", "Stats/Supporting Files/Assets.xcassets")
        ],
        "fastlane/fastlane": [
            (
                "assets/catalogs/fastlane-tvapp-Assets.xcassets/Assets.xcassets",
                "gym/examples/tvapp/tvapp/Assets.xcassets"
            ),
            (
                "assets/catalogs/fastlane-visionos-Assets.xcassets/Assets.xcassets",
                "gym/examples/visionos/VisionExample/Assets.xcassets"
            ),
        ],
        "Finb/Bark": [("repositories/Finb+Bark/Bark/Localizable.xcstrings", "Bark/Localizable.xcstrings")],
        "geteduroam/apple-app": [
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/geteduroam/AppStore.xcstrings",
                "Localizations/de.xcloc/Source Contents/geteduroam/AppStore.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/AuthClient/Resources/Localizable.xcstrings",
                "Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/AuthClient/Resources/Localizable.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/Backport/Resources/Localizable.xcstrings",
                "Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/Backport/Resources/Localizable.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/Connect/Resources/Localizable.xcstrings",
                "Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/Connect/Resources/Localizable.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/EAPConfigurator/Resources/Localizable.xcstrings",
                "Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/EAPConfigurator/Resources/Localizable.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/Main/Resources/Localizable.xcstrings",
                "Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/Main/Resources/Localizable.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/NotificationClient/Resources/Localizable.xcstrings",
                "Localizations/de.xcloc/Source Contents/geteduroam/GeteduroamPackage/Sources/NotificationClient/Resources/Localizable.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/geteduroam/InfoPlist.xcstrings",
                "Localizations/de.xcloc/Source Contents/geteduroam/InfoPlist.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/geteduroam/Localizable.xcstrings",
                "Localizations/de.xcloc/Source Contents/geteduroam/Localizable.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/getgovroam/AppStore.xcstrings",
                "Localizations/de.xcloc/Source Contents/getgovroam/AppStore.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/getgovroam/InfoPlist.xcstrings",
                "Localizations/de.xcloc/Source Contents/getgovroam/InfoPlist.xcstrings"
            ),
            (
                "strings/real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/getgovroam/Localizable.xcstrings",
                "Localizations/de.xcloc/Source Contents/getgovroam/Localizable.xcstrings"
            ),
        ],
        "home-assistant/iOS": [
            ("assets/catalogs/iOS-Colors.xcassets/Colors.xcassets", "Sources/Shared/Assets/Colors.xcassets"),
            (
                "assets/catalogs/iOS-SharedAssets.xcassets/SharedAssets.xcassets",
                "Sources/Shared/Assets/SharedAssets.xcassets"
            ),
        ],
        "Kanunnikoff/GlagolitsaKeyboard-iOS": [
            ("strings/real/Kanunnikoff+GlagolitsaKeyboard-iOS/Localizable.xcstrings", "Localizable.xcstrings")
        ],
        "liamnichols/xcstrings-tool": [
            (
                "strings/real/liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Localizable.xcstrings",
                "Tests/XCStringsToolTests/__Fixtures__/Localizable.xcstrings"
            ),
            (
                "strings/real/liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Positional.xcstrings",
                "Tests/XCStringsToolTests/__Fixtures__/Positional.xcstrings"
            ),
            (
                "strings/real/liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Substitution.xcstrings",
                "Tests/XCStringsToolTests/__Fixtures__/Substitution.xcstrings"
            ),
            (
                "strings/real/liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Variations.xcstrings",
                "Tests/XCStringsToolTests/__Fixtures__/Variations.xcstrings"
            ),
        ],
        "mac-cain13/R.swift": [
            (
                "assets/catalogs/R.swift-Images.xcassets/Images.xcassets",
                "Examples/ResourceApp/ResourceApp/Images.xcassets"
            )
        ],
        "MonitorControl/MonitorControl": [
            ("assets/catalogs/MonitorControl-Assets.xcassets/Assets.xcassets", "MonitorControl/Assets.xcassets")
        ],
        "p0deje/Maccy": [("assets/catalogs/Maccy-Assets.xcassets/Assets.xcassets", "Maccy/Assets.xcassets")],
        "Ranchero-Software/NetNewsWire": [
            ("assets/catalogs/NetNewsWire-Assets.xcassets/Assets.xcassets", "iOS/Resources/Assets.xcassets"),
            (
                "strings/real/Ranchero-Software+NetNewsWire/Mac/ErrorLog/mul.lproj/ErrorLogWindow.xcstrings",
                "Mac/ErrorLog/mul.lproj/ErrorLogWindow.xcstrings"
            ),
            (
                "strings/real/Ranchero-Software+NetNewsWire/Shared/DefaultAccountNames.xcstrings",
                "Shared/DefaultAccountNames.xcstrings"
            ),
        ],
        "RISCfuture/SF50-TOLD": [
            ("assets/catalogs/SF50-TOLD-Assets.xcassets/Assets.xcassets", "SF50 TOLD/Assets.xcassets"),
            ("repositories/RISCfuture+SF50-TOLD/InfoPlist.xcstrings", "InfoPlist.xcstrings"),
            ("repositories/RISCfuture+SF50-TOLD/SF50 TOLD/Localizable.xcstrings", "SF50 TOLD/Localizable.xcstrings"),
        ],
        "rxhanson/Rectangle": [
            (
                "repositories/rxhanson+Rectangle/Rectangle/mul.lproj/Main.xcstrings",
                "Rectangle/mul.lproj/Main.xcstrings"
            ),
            (
                "repositories/rxhanson+Rectangle/RectangleLauncher/mul.lproj/Main.xcstrings",
                "RectangleLauncher/mul.lproj/Main.xcstrings"
            ),
        ],
        "sindresorhus/Gifski": [("assets/catalogs/Gifski-Assets.xcassets/Assets.xcassets", "Gifski/Assets.xcassets")],
        "SwiftGen/SwiftGen": [
            (
                "assets/catalogs/SwiftGen-Files.xcassets/Files.xcassets",
                "Sources/TestUtils/Fixtures/Resources/XCAssets/Files.xcassets"
            ),
            (
                "assets/catalogs/SwiftGen-Food.xcassets/Food.xcassets",
                "Sources/TestUtils/Fixtures/Resources/XCAssets/Food.xcassets"
            ),
            (
                "assets/catalogs/SwiftGen-Other.xcassets/Other.xcassets",
                "Sources/TestUtils/Fixtures/Resources/XCAssets/Other.xcassets"
            ),
            (
                "assets/catalogs/SwiftGen-Styles.xcassets/Styles.xcassets",
                "Sources/TestUtils/Fixtures/Resources/XCAssets/Styles.xcassets"
            ),
            (
                "assets/catalogs/SwiftGen-Symbols.xcassets/Symbols.xcassets",
                "Sources/TestUtils/Fixtures/Resources/XCAssets/Symbols.xcassets"
            ),
        ],
        "XcodesOrg/XcodesApp": [
            (
                "repositories/XcodesOrg+XcodesApp/Xcodes/Resources/Localizable.xcstrings",
                "Xcodes/Resources/Localizable.xcstrings"
            )
        ],
    ]

    static let fixtures = DefaultProjectTests.root + "/Tests/Fixtures/"

    /// The app's files, copied into a fresh folder at their paths in the app's repository.
    static func repository(_ app: String) throws -> TestProject {
        let root = NSTemporaryDirectory() + "zk-repository-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (fixture, path) in apps[app] ?? [] {
            let destination = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: fixtures + fixture, toPath: destination)
        }
        return TestProject(existing: root)
    }

    struct Finding: Hashable, CustomStringConvertible {
        var code: String
        var severity: String
        var place: String
        var description: String { "\(place): \(severity) \(code)" }
    }

    static func check(_ project: TestProject, _ arguments: [String] = []) throws -> (code: Int32, findings: [Finding]) {
        let run = project.run(["check", "--format", "json"] + arguments, stages: StageCatalog.stages)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], "\(run.out)\(run.err)")
        let diagnostics = document["diagnostics"] as? [[String: Any]] ?? []
        return (
            run.code,
            diagnostics.map { item in
                Finding(
                    code: item["code"] as? String ?? "", severity: item["severity"] as? String ?? "",
                    place: "\(item["file"] as? String ?? "-"):\(item["line"] as? Int ?? 0)")
            }
        )
    }

    @Test func twentyAppsAreCollected() {
        #expect(Self.apps.count >= 20)
        #expect(Set(Self.apps.values.flatMap { $0.map(\.fixture) }).count == Self.apps.values.map(\.count).reduce(0, +))
    }

    @Test(arguments: apps.keys.sorted())
    func zeroConfigurationCheckReportsNoHouseRuleAndInitReproducesIt(app: String) throws {
        let project = try Self.repository(app)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let zero = try Self.check(project)
        let houseRules = zero.findings.filter { StageCatalog.registry[$0.code]?.group != .universal }
        #expect(houseRules.isEmpty, "\(app): \(houseRules)")
        #expect(
            !zero.findings.contains { $0.code == "ZK0003" || $0.code == ProjectDiscovery.nothingToCheck.code },
            "\(app): \(zero.findings)")

        let initialized = project.run(["init"], stages: StageCatalog.stages)
        #expect(initialized.code == 0, "\(initialized.err)")
        let written = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: project.root + "/zk-build.json"))) as? [String: Any])
        // Each catalog's locales start with the catalog's own source language.
        for case let entry as [String: Any] in written["catalogs"] as? [Any] ?? [] {
            let path = try #require(entry["path"] as? String)
            let catalog = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: URL(fileURLWithPath: project.root + "/" + path))) as? [String: Any])
            #expect((entry["locales"] as? [String])?.first == catalog["sourceLanguage"] as? String, "\(app): \(path)")
        }
        let again = try Self.check(project)
        #expect(again.code == zero.code)
        #expect(again.findings == zero.findings, "\(app): check after init differs from the zero-configuration check")
    }

    /// The place of the first occurrence of `text` in a file: line (1-based).
    static func line(of text: String, in path: String) throws -> Int {
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        let range = try #require(contents.range(of: text))
        return contents[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }

    static func replace(_ old: String, with new: String, in path: String) throws {
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        let range = try #require(contents.range(of: old), "'\(old)' not in \(path)")
        try contents.replacingCharacters(in: range, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func plantedMistakesAreCaughtAtTheirFileAndLine() throws {
        let project = try Self.repository("Cizzuk/CSE")
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let catalog = project.root + "/Localizable.xcstrings"
        // A Russian plural without 'few', in a key added at the top of the catalog.
        try Self.replace(
            #""strings" : {"#,
            with: #"""
                "strings" : {
                    "%lld engines" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld engine" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld engines" } } } } },
                        "ru" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld система" } },
                          "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld систем" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld системы" } } } } }
                      }
                    },
                """#, in: catalog)
        let pluralLine = try Self.line(of: #""ru" : { "variations" : { "plural""#, in: catalog)
        // A dropped placeholder: the first Russian value of a key whose English value has '%@'.
        let contents = try String(contentsOfFile: catalog, encoding: .utf8)
        let placeholder = try #require(Self.russianValueWithPlaceholder(contents))
        try Self.replace(placeholder.text, with: placeholder.text.replacingOccurrences(of: "%@", with: ""), in: catalog)
        // A trailing comma in an asset catalog's Contents.json.
        let contentsJSON = project.root + "/CSE/Assets.xcassets/Contents.json"
        let json = try String(contentsOfFile: contentsJSON, encoding: .utf8)
        let lastBrace = try #require(json.range(of: "}", options: .backwards))
        try json.replacingCharacters(in: lastBrace, with: ",}").write(
            toFile: contentsJSON, atomically: true, encoding: .utf8)
        let commaLine = json[..<lastBrace.lowerBound].filter { $0 == "\n" }.count + 1

        let found = try Self.check(project).findings
        #expect(
            found.contains(Finding(code: "ZK3005", severity: "error", place: "Localizable.xcstrings:\(pluralLine)")),
            "\(found)")
        #expect(
            found.contains(
                Finding(code: "ZK3007", severity: "error", place: "Localizable.xcstrings:\(placeholder.line)")),
            "\(found)")
        #expect(
            found.contains { $0.code == "ZK0101" && $0.place == "CSE/Assets.xcassets/Contents.json:\(commaLine)" },
            "\(found)")
    }

    /// The first `"value" : "…%@…"` line inside a Russian localization, and its line number.
    static func russianValueWithPlaceholder(_ contents: String) -> (text: String, line: Int)? {
        var inRussian = false
        for (index, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.contains(#""ru" : {"#) {
                inRussian = true
            } else if line.contains(#"" : {"#) && line.hasPrefix("        \"") {
                inRussian = false
            }
            if inRussian, line.contains(#""value" : ""#), line.contains("%@") { return (String(line), index + 1) }
        }
        return nil
    }

    @Test func aStringsOnlyRepositoryWithCorrectCatalogsPassesWithWarningsAsErrors() throws {
        // geteduroam's ten catalogs (a package's resources and the app's, in an .xcloc export too).
        let project = try Self.repository("geteduroam/apple-app")
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let run = try Self.check(project, ["--warnings-as-errors"])
        #expect(run.code == 0, "\(run.findings)")
    }
}
