import Testing
import ZKCore
import ZKProject
import ZKSwiftSource

/// The key extraction: which calls are lookups, the keys Xcode writes for interpolations, tables
/// and exact places.
@Suite struct SwiftKeyExtractorTests {
    static func uses(_ source: String) -> [CodeIndex.KeyUse] {
        SwiftKeyExtractor.extract(SourceFile(path: "App/View.swift", text: source)).keyUses
    }

    static func keys(_ source: String) -> [String] { uses(source).map(\.key) }

    @Test func swiftUIInitialisersAndModifiersAreLookups() {
        let source = """
            VStack {
                Text("home.title")
                Button("home.start") { start() }
                Label("home.settings", systemImage: "gear")
                Toggle("settings.sound", isOn: $sound)
                TextField("search.placeholder", text: $query)
                Link("about.site", destination: url)
            }
            .navigationTitle("home.nav")
            .alert("error.title", isPresented: $failed) {}
            .searchable(text: $query, prompt: "search.prompt")
            """
        #expect(
            Self.keys(source) == [
                "home.title", "home.start", "home.settings", "settings.sound", "search.placeholder", "about.site",
                "home.nav", "error.title",
                "search.prompt",
            ])
    }

    /// Code the compiler never sees (`#if false`, the other branches of `#if true`) uses no key;
    /// every branch of any other condition may be compiled, so its keys count. CubeTime keeps a
    /// disabled onboarding button in `#if false`: its keys were reported missing from the catalog.
    @Test func keysInBranchesThatAreNeverCompiledDoNotCount() {
        let source = """
            #if false
            Text("dead.one")
            #if DEBUG
            Text("dead.nested")
            #endif
            #elseif os(iOS)
            Text("live.elseif")
            #else
            Text("live.else")
            #endif
            #if true // always
            Text("live.true")
            #elseif DEBUG
            Text("dead.after.true")
            #else
            Text("dead.else.after.true")
            #endif
            #if DEBUG
            Text("live.debug")
            #else
            Text("live.release")
            #endif
            #if false && DEBUG
            Text("live.unknown")
            #endif
            Text("live.after")
            """
        #expect(
            Self.keys(source) == [
                "live.elseif", "live.else", "live.true", "live.debug", "live.release", "live.unknown", "live.after",
            ])
        let literals = SwiftKeyExtractor.extract(SourceFile(path: "App/View.swift", text: source)).literals
        #expect(!literals.contains("dead.one") && !literals.contains("dead.nested") && literals.contains("live.after"))
    }

    @Test func foundationLookupsAndTheirTables() {
        let source = """
            let a = String(localized: "parent.dashboard.title")
            let b = String(localized: "game.hoer_hin.title", table: "Content", comment: "x")
            let c = NSLocalizedString("legacy.key", tableName: "Legacy", comment: "")
            let d = LocalizedStringResource("resource.key", table: tableName)
            let e: LocalizedStringKey = "declared.key"
            let f = AttributedString(localized: "rich.key")
            """
        let uses = Self.uses(source)
        #expect(
            uses.map(\.key) == [
                "parent.dashboard.title", "game.hoer_hin.title", "legacy.key", "resource.key", "declared.key",
                "rich.key",
            ])
        #expect(uses.map(\.table) == [nil, "Content", "Legacy", nil, nil, nil])
        #expect(uses.map(\.tableIsKnown) == [true, true, true, false, true, true])
        #expect(
            uses.map(\.call) == [
                "String(localized:)", "String(localized:)", "NSLocalizedString", "LocalizedStringResource",
                "LocalizedStringKey",
                "AttributedString(localized:)",
            ])
    }

    @Test func whatIsNotALookup() {
        let source = """
            Text(verbatim: "Version 1.0")
            Text(title)
            Text("a" + suffix)
            Image("bg_garden")
            func Text(_ s: String) {}
            print("debug")
            let s = String(describing: x)
            """
        #expect(Self.keys(source).isEmpty)
    }

    @Test func interpolationsBecomeXcodePlaceholders() {
        let source = #"""
            Text("\(count) stars")
            Text("\(name) has \(3) of \(Int(total))")
            Text("\(1.5) km, \(Double(d)), \(progress, specifier: "%.1f")")
            Text("100% of \(name)")
            Text("100%")
            """#
        #expect(Self.keys(source) == ["%@ stars", "%@ has %lld of %lld", "%lf km, %lf, %.1f", "100%% of %@", "100%"])
    }

    @Test func theUseIsAtTheLiteral() throws {
        let use = try #require(
            Self.uses("struct V: View {\n    var body: some View { Text(\"home.title\") }\n}\n").first)
        #expect(use.location.description == "App/View.swift:2:32")
    }

    @Test func everyLiteralIsCollectedForUnusedKeys() {
        let result = SwiftKeyExtractor.extract(
            SourceFile(path: "a.swift", text: #"Row(title: "row.title"); let k = "\(n) items""#))
        #expect(result.keyUses.isEmpty)
        #expect(result.literals == ["row.title", "%@ items"])
    }

    @Test func anUnreadableFileIsOneWarningAtItsProblem() {
        let result = SwiftKeyExtractor.extract(SourceFile(path: "a.swift", text: "Text(\"home.title\")\nText(\"open\n"))
        #expect(result.keyUses.map(\.key) == ["home.title"])
        #expect(result.diagnostics.map { "\($0.code) \($0.location?.description ?? "")" } == ["ZK0060 a.swift:2:6"])
    }
}
