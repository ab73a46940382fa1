import Foundation
import Testing
import ZKCore

@testable import ZKBrand

/// The generated files: layout, formats, and determinism.
@Suite struct BrandOutputTests {
    @Test func defaultProjectPassesAndRendersDeliverLayout() throws {
        let result = try Fixtures.analyze(projectRoot: Fixtures.packageRoot, locales: ["de", "en", "ru"])
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.place) == [])
        let paths = Set(result.artifacts.map(\.path))
        for folder in ["de-DE", "en-US", "ru"] {
            for field in [
                "name", "subtitle", "description", "keywords", "promotional_text", "release_notes", "support_url",
                "privacy_url", "marketing_url",
            ] {
                #expect(paths.contains("marketing/\(folder)/\(field).txt"), "missing marketing/\(folder)/\(field).txt")
            }
        }
        #expect(paths.contains("brand/Brand.xcconfig"))
        #expect(paths.contains("brand/BrandTokens.swift"))
        #expect(paths.contains("brand/Brand.xcassets/Contents.json"))
        #expect(paths.contains("brand/Brand.xcassets/BeadRed.colorset/Contents.json"))
        #expect(paths.contains("brand/Brand.xcassets/LaunchBackground.colorset/Contents.json"))
    }

    @Test func outputsAreByteIdenticalAcrossRunsAndInputOrder() throws {
        let first = try Fixtures.analyze(projectRoot: Fixtures.packageRoot, locales: ["de", "en", "ru"])
        let second = try Fixtures.analyze(projectRoot: Fixtures.packageRoot, locales: ["de", "en", "ru"])
        #expect(first.artifacts == second.artifacts)
        #expect(first.artifacts.map(\.path) == first.artifacts.map(\.path).sorted())
    }

    @Test func renderedFieldsAreTrimmedTextWithPlaceholdersExpanded() throws {
        let result = try Fixtures.fixture("valid")
        let files = Dictionary(
            uniqueKeysWithValues: result.artifacts.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        #expect(files["marketing/de-DE/name.txt"] == "Zahlenkette")
        #expect(files["marketing/ru/support_url.txt"] == "https://zahlenkette.app/hilfe")
        #expect(
            files["marketing/de-DE/description.txt"]
                == "Zahlenkette hilft Kindern, die Zahlen von 1 bis 20 zu verstehen.\n\nFragen: hilfe@zahlenkette.app")
    }

    @Test func xcconfigEscapesTheDoubleSlashOfURLs() throws {
        let result = try Fixtures.fixture("valid")
        let xcconfig = try #require(result.artifacts.first { $0.path == "brand/Brand.xcconfig" })
        let text = String(decoding: xcconfig.bytes, as: UTF8.self)
        #expect(text.contains("\nAPP_DISPLAY_NAME = Zahlenkette\n"))
        #expect(text.contains("\nSUPPORT_URL = https:/$()/zahlenkette.app/hilfe\n"))
        #expect(text.contains("\nPRIVACY_URL = https:/$()/zahlenkette.app/datenschutz\n"))
        #expect(text.contains("\nMARKETING_URL = https:/$()/zahlenkette.app/\n"))
        #expect(text.contains("\nSUPPORT_EMAIL = hilfe@zahlenkette.app\n"))
    }

    @Test func colorSetHasXcodeFormatWithDarkLuminosity() throws {
        let result = try Fixtures.fixture("valid")
        let set = try #require(
            result.artifacts.first { $0.path == "brand/Brand.xcassets/Accent.colorset/Contents.json" })
        let expected = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0.228",
                      "green" : "0.263",
                      "red" : "0.831"
                    }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0.369",
                      "green" : "0.412",
                      "red" : "0.941"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """
        #expect(String(decoding: set.bytes, as: UTF8.self) == expected)
    }

    @Test func generatedSwiftParses() throws {
        let result = try Fixtures.analyze(projectRoot: Fixtures.packageRoot, locales: ["de", "en", "ru"])
        let swift = try #require(result.artifacts.first { $0.path == "brand/BrandTokens.swift" })
        let text = String(decoding: swift.bytes, as: UTF8.self)
        #expect(text.contains("public static let `default`: Swift.String = \"Zahlenkette\""))
        #expect(text.contains("public static let trialDays: Swift.Int = 7"))
        #expect(text.contains("public enum BeadRed {"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-brand-parse-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("BrandTokens.swift")
        try Data(swift.bytes).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "swiftc -parse failed: \(message)")
    }

    @Test func playStoreRendersSupplyLayoutWithFallbackTemplates() throws {
        let result = try Fixtures.fixture("valid", stores: [.play])
        #expect(result.diagnostics.map(\.place) == [])
        let files = Dictionary(
            uniqueKeysWithValues: result.artifacts.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        #expect(files["marketing/android/de-DE/title.txt"] == "Zahlenkette")
        #expect(files["marketing/android/ru-RU/short_description.txt"] == "Учим числа от 1 до 20")
        #expect(files["marketing/android/de-DE/full_description.txt"] != nil)
        #expect(files["marketing/de-DE/name.txt"] == nil)
    }
}

/// `Brand.xcconfig` values survive Xcode's xcconfig reader: comments, references, a final
/// semicolon and surrounding spaces are escaped.
@Suite struct XcconfigEscapingTests {
    @Test(arguments: [
        ("https://zahlenkette.app/hilfe", "https:/$()/zahlenkette.app/hilfe"),
        ("a///b", "a/$()/$()/b"),
        ("Preis: 5 $", "Preis: 5 $(DOLLAR)"),
        ("$(HOME)", "$(DOLLAR)(HOME)"),
        ("eins; zwei;", "eins;$() zwei;$()"),
        ("  Zahlen  ", "$()  Zahlen  $()"),
        ("zwei\nZeilen", "zwei Zeilen"),
    ])
    func valueIsEscaped(_ value: String, _ escaped: String) {
        #expect(XcconfigWriter.escape(value) == escaped)
    }
}
