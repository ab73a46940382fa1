import Testing
import ZKCore
import ZKProject
import ZKSwiftSource

@testable import ZKStrings

/// The checks between the app's Swift code and its catalogs: keys used in code that a catalog
/// lacks (ZK3080), catalog keys nothing uses (ZK3016 with code read), literals where the house
/// rule wants a key (ZK3081).
@Suite struct CodeKeyCheckTests {
    static let catalogText = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld stars" : { },
            "home.title" : { "comment" : "Title" },
            "manual.key" : { "extractionState" : "manual" },
            "row.title" : { },
            "unused.key" : { }
          },
          "version" : "1.0"
        }
        """

    static func catalog(
        _ path: String = "App/Localizable.xcstrings", _ text: String = catalogText
    ) throws -> StringCatalog {
        let (catalog, diagnostics) = CatalogParser.parse(SourceFile(path: path, text: text))
        return try #require(catalog, "\(diagnostics)")
    }

    static func code(_ source: String) -> CodeIndex {
        let result = SwiftKeyExtractor.extract(SourceFile(path: "App/HomeView.swift", text: source))
        return CodeIndex(
            keyUses: result.keyUses, literals: result.literals.sorted(), memberAccesses: result.memberAccesses.sorted(),
            files: ["App/HomeView.swift"])
    }

    static func check(
        _ source: String, catalogs: [StringCatalog]? = nil, literalsAreKeys: Bool = false, exemptManual: Bool = false
    ) throws -> [Diagnostic] {
        var options = StringsCheckOptions(sourceLocale: "en", requiredLocales: ["en"])
        options.code = code(source)
        options.literalsAreKeys = literalsAreKeys
        options.settings.exemptManualKeys = exemptManual
        let found = StringsChecker.check(try catalogs ?? [catalog()], options: options)
        return found.filter { ["ZK3080", "ZK3081", "ZK3016"].contains($0.code) }
    }

    @Test func aKeyTheCatalogLacksIsAnErrorAtTheLiteralWithASuggestion() throws {
        let found = try Self.check(
            "Text(\"home.titel\")\nText(\"home.title\")\nText(\"\\(n) stars\")\nRow(title: \"row.title\")\n")
        let missing = found.filter { $0.code == "ZK3080" }
        #expect(missing.map(\.place) == ["ZK3080 App/HomeView.swift:1:6"])
        #expect(
            missing.first?.message
                == "key 'home.titel' used by Text is not defined in 'App/Localizable.xcstrings'; did you mean 'home.title'?"
        )
        #expect(missing.first?.fixIt?.replacement == "\"home.title\"")
        // Used keys are not reported; an unused one is, at the catalog; the manual key too unless exempt.
        let unused = found.filter { $0.code == "ZK3016" }.map(\.message)
        #expect(
            unused == [
                "key 'manual.key' of 'Localizable.xcstrings' is used by no Swift source and no content file; use it where it is meant, or remove it if nothing should",
                "key 'unused.key' of 'Localizable.xcstrings' is used by no Swift source and no content file; use it where it is meant, or remove it if nothing should",
            ])
        let exempt = try Self.check("Text(\"home.title\")", exemptManual: true).filter { $0.code == "ZK3016" }.map(
            \.message)
        #expect(exempt.count == 3)
        #expect(!exempt.contains { $0.contains("manual.key") })
    }

    /// A key the code builds (`"unused.\(name)"`, Whisky's `"winetricks.category.\(…)"`) uses
    /// every key of that start and one more segment; a literal that is no key path does not.
    @Test func aKeyBuiltAtRunTimeUsesTheKeysItsStartNames() throws {
        let dynamic = try Self.check("let key = \"unused.\\(name)\"\nText(\"home.title\")\n", exemptManual: true)
        #expect(!dynamic.map(\.message).contains { $0.contains("'unused.key'") }, "\(dynamic)")
        let prose = try Self.check("let text = \"unused \\(name)\"\nText(\"home.title\")\n", exemptManual: true)
        #expect(prose.map(\.message).contains { $0.contains("'unused.key'") }, "\(prose)")
        #expect(CodeKeyCheck.dynamicPrefix("winetricks.category.%@") == "winetricks.category.")
        #expect(CodeKeyCheck.dynamicPrefix("%@.title") == nil)
        #expect(CodeKeyCheck.dynamicPrefix("a.%@") == nil)
    }

    /// Code that calls the generated accessors (`String.Localizable.unusedKey`, in an
    /// interpolation too) uses their keys; another table's namespace does not.
    @Test func aGeneratedAccessorUsesItsKey() throws {
        let source =
            "Text(String.Localizable.unusedKey)\nText(\"\\(String.Localizable.rowTitle)\")\nlet x = Other.manualKey\n"
        let unused = try Self.check(source).filter { $0.code == "ZK3016" }.map(\.message)
        #expect(!unused.contains { $0.contains("'unused.key'") || $0.contains("'row.title'") }, "\(unused)")
        #expect(unused.contains { $0.contains("'manual.key'") }, "\(unused)")
        let members = SwiftKeyExtractor.extract(SourceFile(path: "a.swift", text: source)).memberAccesses
        #expect(members == ["Localizable.unusedKey", "Localizable.rowTitle", "Other.manualKey"])
    }

    /// Issue 47: keys used through other generators' accessors are not unused: xcstrings-tool's
    /// `String(localizable: .unusedKey)` and `.localizable(.rowTitle)`, Xcode's generated symbols
    /// `Text(.manualKey)`; a method's implicit member (`.font(.title)`) is no key use.
    @Test func otherGeneratorsAccessorsUseTheirKeys() throws {
        let source = """
            let a = String(localizable: .unusedKey)
            let b = LocalizedStringResource.localizable(.rowTitle)
            var body: some View { Text(.manualKey).font(.title) }
            """
        let members = SwiftKeyExtractor.extract(SourceFile(path: "a.swift", text: source)).memberAccesses
        #expect(
            members == [
                "Localizable.unusedKey", "LocalizedStringResource.localizable", "Localizable.rowTitle", ".manualKey",
            ])
        let unused = try Self.check(source).filter { $0.code == "ZK3016" }.map(\.message)
        #expect(
            !unused.contains {
                $0.contains("'unused.key'") || $0.contains("'row.title'") || $0.contains("'manual.key'")
            },
            "\(unused)")
        #expect(
            !SwiftKeyExtractor.extract(SourceFile(path: "b.swift", text: "x.font(.title)")).memberAccesses.contains(
                ".title"))
    }

    @Test func anInterpolationMatchesAPlaceholderOfAnyType() throws {
        // `n` shows no type: the key is written '%@ stars' and still matches '%lld stars'.
        #expect(try Self.check("Text(\"\\(n) stars\")").filter { $0.code == "ZK3080" }.isEmpty)
        let found = try Self.check("Text(\"\\(n) star\")").filter { $0.code == "ZK3080" }
        #expect(
            found.map(\.message) == [
                "key '%@ star' used by Text is not defined in 'App/Localizable.xcstrings'; did you mean '%lld stars'?"
            ])
        #expect(found.first?.fixIt == nil)
    }

    @Test func theTableDecidesTheCatalog() throws {
        let content = try Self.catalog(
            "App/Content.xcstrings",
            """
            { "sourceLanguage" : "en", "strings" : { "game.title" : { } }, "version" : "1.0" }
            """)
        let source =
            "String(localized: \"game.title\", table: \"Content\")\nText(\"game.title\")\nText(\"x\", tableName: \"Other\")\n"
        let found = try Self.check(source, catalogs: [try Self.catalog(), content]).filter { $0.code == "ZK3080" }
        // In Localizable the key is missing (the note names the catalog that has it); 'Other' has no catalog and is not checked.
        #expect(found.map(\.place) == ["ZK3080 App/HomeView.swift:2:6"])
        #expect(
            found.first?.notes.last?.message
                == "'game.title' is defined in 'App/Content.xcstrings', the catalog of table 'Content'; pass table: \"Content\""
        )
    }

    @Test func keysWithoutALetterAreNotChecked() throws {
        #expect(
            try Self.check("Text(\"•\")\nText(\"\\(a) – \\(b)\")\nText(\"\")").filter { $0.code == "ZK3080" }.isEmpty)
    }

    @Test func underTheHouseRuleALiteralIsReportedOnce() throws {
        // A literal that is a key of the grammar and missing is still ZK3080.
        let found = try Self.check(
            "Text(\"Startseite\")\nText(\"home.main.titel\")\nText(verbatim: \"v1.0\")", literalsAreKeys: true
        )
        .filter { $0.code != "ZK3016" }
        #expect(found.map(\.place) == ["ZK3081 App/HomeView.swift:1:6", "ZK3080 App/HomeView.swift:2:6"])
        #expect(
            found.first?.message
                == "Text is given the text 'Startseite'; look up a key such as 'area.context.element' defined in the catalog instead"
        )
    }

    @Test func withoutCodeOnlyContentKeysAreChecked() throws {
        let options = StringsCheckOptions(sourceLocale: "en", requiredLocales: ["en"])
        #expect(StringsChecker.check([try Self.catalog()], options: options).filter { $0.code == "ZK3016" }.isEmpty)
    }
}

extension CodeKeyCheckTests {
    @Test func catalogsNoCodeLooksUpHaveNoUnusedKeys() throws {
        let storyboard = try Self.catalog(
            "App/mul.lproj/Main.xcstrings",
            #"{ "sourceLanguage" : "en", "strings" : { "0eh-6G-rMp.title" : { } }, "version" : "1.0" }"#)
        let plist = try Self.catalog(
            "App/InfoPlist.xcstrings",
            #"{ "sourceLanguage" : "en", "strings" : { "CFBundleName" : { } }, "version" : "1.0" }"#)
        #expect(try Self.check("Text(\"home.title\")", catalogs: [storyboard, plist]).isEmpty)
    }
}
