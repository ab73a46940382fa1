import Foundation
import Testing
import ZKCore
import ZKProject

@testable import ZKBrand

/// Issue 13: token names and paths, alias targets, locale keys and template folders are equal
/// only when their code points are. "ñ" is written here as U+00F1 (`nfc`) and as n + U+0303
/// (`nfd`), which Swift's `String ==` calls equal. Each test fails on the `String`-keyed code it
/// replaced (noted per test).
@Suite struct CodePointsTests {
    static let nfc = "\u{00F1}"
    static let nfd = "n\u{0303}"
    var nfc: String { Self.nfc }
    var nfd: String { Self.nfd }

    func analyze(_ json: String, locales: [String] = ["de"]) -> TokenAnalysis {
        let file = SourceFile(path: "Brand/brand.json", text: json)
        return BrandAnalyzer.analyzeTokens(
            file: file, parse: JSONReader.read(file), options: BrandOptions(locales: locales))
    }

    func codes(_ analysis: TokenAnalysis, _ code: DiagnosticCode) -> [String] {
        analysis.diagnostics.filter { $0.code == code.code }.map(\.place)
    }

    @Test func theTwoSpellingsAreEqualStringsButDifferentCodePoints() {
        #expect(nfc == nfd)
        #expect(!nfc.hasSameCodePoints(as: nfd))
        #expect(!"\(nfd)x".hasCodePointPrefix(nfc))
        #expect("\(nfd)x".hasPrefix(nfc))  // what the old `hasPrefix` calls a prefix
    }

    // DesignToken.swift (TokenDocument's index by path): the old index found 'ñ' for '{n\u0303}'.
    @Test func anAliasToTheOtherSpellingNamesNoToken() {
        let analysis = analyze(
            #"{ "$type": "string", "\#(nfc)": { "$value": "one" }, "b": { "$value": "{\#(nfd)}" } }"#)
        #expect(analysis.tokens.document[nfd] == nil)
        #expect(analysis.tokens.document[nfc]?.path == nfc)
        #expect(codes(analysis, AliasTargetCheck.aliasTargetMissing) == ["ZK5004 Brand/brand.json:1:65"])
    }

    // AliasResolver.swift: the old `onChain`/`resolved` keys took 'n\u0303' for 'ñ', so an alias
    // from one spelling to the other was a cycle of one.
    @Test func anAliasBetweenTheSpellingsIsNoCycle() {
        let analysis = analyze(
            #"{ "$type": "string", "\#(nfc)": { "$value": "{\#(nfd)}" }, "\#(nfd)": { "$value": "two" } }"#)
        #expect(codes(analysis, AliasCycleCheck.aliasCycle).isEmpty)
        #expect(analysis.tokens[nfc]?.text == "two")
        #expect(analysis.tokens[nfc]?.source.path.hasSameCodePoints(as: nfd) == true)
    }

    // AliasResolver.swift and ResolvedTokens.swift: the old resolver skipped the second spelling
    // (already "resolved") and the old lookup returned the first token for both.
    @Test func bothSpellingsResolveToTheirOwnValues() {
        let analysis = analyze(
            #"{ "$type": "string", "\#(nfc)": { "$value": "one" }, "\#(nfd)": { "$value": "two" } }"#)
        #expect(analysis.tokens.ordered.map(\.text) == ["one", "two"])
        #expect(analysis.tokens[nfc]?.text == "one")
        #expect(analysis.tokens[nfd]?.text == "two")
    }

    // TokenParser.swift (groups by path): the old dictionary kept the second group under both spellings.
    @Test func lookAlikeGroupsKeepTheirOwnMembers() {
        let analysis = analyze(
            #"{ "$type": "string", "\#(nfc)": { "a": { "$value": "1" } }, "\#(nfd)": { "b": { "$value": "2" } } }"#)
        #expect(analysis.tokens.document.group(nfc)?.memberNames == ["a"])
        #expect(analysis.tokens.document.group(nfd)?.memberNames == ["b"])
    }

    // GroupExtension.swift (members by key): the old merge let the local 'n\u0303' replace the inherited 'ñ'.
    @Test func extendingAGroupKeepsALookAlikeLocalMemberBesideTheInheritedOne() {
        let analysis = analyze(
            """
            { "$type": "string", "base": { "\(nfc)": { "$value": "inherited" } },
              "child": { "$extends": "{base}", "\(nfd)": { "$value": "local" } } }
            """)
        #expect(analysis.tokens["child.\(nfc)"]?.text == "inherited")
        #expect(analysis.tokens["child.\(nfd)"]?.text == "local")
        #expect(analysis.tokens.ordered.count == 3)
    }

    // ValueResolver.swift (references inside values): the old lookup resolved '{n\u0303}' to 'ñ'.
    @Test func aReferenceInsideACompositeToTheOtherSpellingNamesNoToken() {
        let analysis = analyze(
            """
            { "\(nfc)": { "$type": "color", "$value": "#ffffff" },
              "b": { "$type": "border", "$value": { "color": "{\(nfd)}", "width": { "value": 1, "unit": "px" }, "style": "solid" } } }
            """)
        #expect(codes(analysis, AliasTargetCheck.aliasTargetMissing) == ["ZK5004 Brand/brand.json:2:50"])
        #expect(analysis.tokens["b"] == nil)
    }

    // TokenNameCheck.swift: checked by character, "a.\u{0301}b" held no '.' (the dot and the
    // accent are one character), yet the path splits there.
    @Test func aDotFollowedByACombiningMarkIsStillADot() {
        let analysis = analyze(
            #"{ "$type": "string", "a.\#u{0301}b": { "$value": "x" }, "$\#u{0301}c": { "$value": "y" } }"#)
        let messages = analysis.diagnostics.filter { $0.code == TokenNameCheck.tokenName.code }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("contains '.'") })
        #expect(messages.contains { $0.contains("starts with '$'") })
        #expect(analysis.tokens.ordered.isEmpty)
    }

    // DesignToken.swift (name and group path): split by character, a name starting with a
    // combining mark joined the dot before it, so the token had no group.
    @Test func aNameStartingWithACombiningMarkKeepsItsGroup() {
        let analysis = analyze(#"{ "$type": "string", "g": { "\#u{0301}b": { "$value": "x" } } }"#)
        let token = analysis.tokens.ordered.first?.token
        #expect(token?.groupPath == "g")
        #expect(token?.name.hasSameCodePoints(as: "\u{0301}b") == true)
    }

    // StoreListing.swift (templates by folder and field): the old key let the later look-alike
    // folder's template stand in for the configured locale's.
    @Test func aLookAlikeTemplateFolderDoesNotStandInForTheLocale() {
        let own = TemplateParser.parse(
            SourceFile(path: "Brand/marketing/\(nfc)/name.txt", text: "Own"), locale: nfc, field: "name"
        ).0
        let other = TemplateParser.parse(
            SourceFile(path: "Brand/marketing/\(nfd)/name.txt", text: "Other"), locale: nfd, field: "name"
        ).0
        let listings = StoreListingBuilder.build(
            store: .appStore, locales: [nfc], templates: [own, other], tokens: .empty(path: "Brand/brand.json"))
        #expect(listings.first?.fields.first { $0.rule.name == "name" }?.text == "Own")
    }

    // TemplateLocaleCheck.swift: the old `contains` took the look-alike folder for the configured locale.
    @Test func aLookAlikeTemplateFolderIsNoConfiguredLocale() {
        let template = TemplateParser.parse(
            SourceFile(path: "Brand/marketing/\(nfd)/name.txt", text: "x"), locale: nfd, field: "name"
        ).0
        let tokens = TokenAnalysis(
            diagnostics: [], tokens: .empty(path: "Brand/brand.json"), facts: BrandFacts(appNames: []))
        func codes(_ locales: [String]) -> [String] {
            TemplateLocaleCheck.run(
                TemplateInput(template: template, tokens: tokens, options: BrandOptions(locales: locales))
            )
            .map(\.code)
        }
        #expect(codes([nfc]) == [TemplateLocaleCheck.unknownTemplateLocale.code])
        #expect(codes([nfd]) == [])
    }

    // BrandOptions.swift (template paths): the old `hasPrefix` read a file under a look-alike
    // brand folder as a template of this one.
    @Test func aTemplateUnderALookAlikeFolderIsNotATemplate() {
        let options = BrandOptions(brandPath: "Br\u{00E4}nd")
        #expect(options.templateKey("Br\u{00E4}nd/marketing/de/name.txt")?.field == "name")
        #expect(options.templateKey("Bra\u{0308}nd/marketing/de/name.txt") == nil)
    }

    // CategoryCheck.swift: a Kelvin sign (U+212A) is canonically the letter K, so the old
    // `contains` accepted "BOO\u{212A}S", which App Store Connect refuses.
    @Test func aKelvinSignIsNoK() {
        let diagnostics = Fixtures.inline([
            ("Brand/brand.json", #"{ "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } } }"#),
            ("Brand/marketing/app-store/primary_category.txt", "BOO\u{212A}S"),
        ])
        #expect(
            diagnostics.filter { $0.code == CategoryCheck.unknownCategory.code }.map(\.place) == [
                "ZK5041 Brand/marketing/app-store/primary_category.txt:1:1"
            ])
    }

    // URLFieldCheck.swift (findings by token): the old key merged two look-alike URL tokens into one finding.
    @Test func twoLookAlikeURLTokensAreTwoFindings() {
        let diagnostics = Fixtures.inline([
            (
                "Brand/brand.json",
                #"{ "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } }, "url": { "$type": "string", "\#(nfc)": { "$value": "http://a.example" }, "\#(nfd)": { "$value": "http://b.example" } } }"#
            ),
            ("Brand/marketing/de/support_url.txt", "{{url.\(nfc)}}"),
            ("Brand/marketing/de/privacy_url.txt", "{{url.\(nfd)}}"),
        ])
        let places = diagnostics.filter { $0.code == URLFieldCheck.invalidURLField.code }.map(\.place)
        #expect(places == ["ZK5037 Brand/brand.json:1:125", "ZK5037 Brand/brand.json:1:165"])
    }

    // KeywordDuplicateCheck.swift keeps `String` keys on purpose: the same keyword in either spelling is a repeat.
    @Test func aKeywordInTheOtherSpellingIsStillADuplicate() {
        let diagnostics = Fixtures.inline([
            ("Brand/brand.json", #"{ "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } } }"#),
            ("Brand/marketing/de/keywords.txt", "a\(nfc)o,a\(nfd)o"),
        ])
        #expect(diagnostics.filter { $0.code == KeywordDuplicateCheck.keywordDuplicate.code }.count == 1)
    }

    // OutputTree.swift (files by path): a file on disk whose name only looks like a rendered one
    // is another file: stale when zk-marketing wrote it (the record names it), kept otherwise.
    @Test func aLookAlikeFileOnDiskIsStale() throws {
        let folder = NSTemporaryDirectory() + "zk-brand-codepoints-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/brand", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/brand/\(nfd).txt"))
        let tree = OutputTree(root: "brand", files: ["\(nfc).txt": Array("new".utf8)])
        let kept = tree.plan(buildFolder: folder)
        #expect(kept.changes.count == 1 && kept.kept.count == 1)
        #expect(kept.kept.first?.hasSameCodePoints(as: "brand/\(nfd).txt") == true)
        try Data("brand/\(nfd).txt\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + OutputTree.recordName))
        let changes = tree.changes(buildFolder: folder)
        #expect(changes.count == 2)
        #expect(changes.contains { $0.kind == .remove && $0.path.hasSameCodePoints(as: "brand/\(nfd).txt") })
        #expect(changes.contains { $0.kind == .add && $0.path.hasSameCodePoints(as: "brand/\(nfc).txt") })
    }
}
