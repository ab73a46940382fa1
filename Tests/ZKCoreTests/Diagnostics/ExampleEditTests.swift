import Testing
import ZKCore

/// `.edit(base, broken:, fixed:)`: one literal plus the edit makes both examples.
@Suite struct ExampleEditTests {
    let base = DiagnosticExample(
        [
            .init("Strings/Content.xcstrings", #"{ "en" : "Listen up", "de" : "Hör hin" }"#),
            .init("Brand/brand.json", "{}"),
        ])

    @Test func theBrokenExampleIsTheBaseWithTheFragmentReplaced() {
        let edit = ExampleEdit.edit(base, broken: "Listen ↓ up", fixed: "Listen up")
        #expect(edit.occurrences == 1)
        #expect(edit.fixed == base)
        #expect(edit.broken.files[0].contents == #"{ "en" : "Listen ↓ up", "de" : "Hör hin" }"#)
        #expect(edit.broken.files[1] == base.files[1])
        #expect(edit.broken.expectedPlaces.map(\.description) == ["Strings/Content.xcstrings:1:18"])
    }

    @Test func aFragmentThatIsMissingOrRepeatedIsCounted() {
        #expect(ExampleEdit.edit(base, broken: "↓x", fixed: "Listen down").occurrences == 0)
        #expect(ExampleEdit.edit(base, broken: "↓x", fixed: "\"").occurrences == 8)
        // Not sound, so not applied: the broken example stays the base and marks nothing.
        #expect(ExampleEdit.edit(base, broken: "↓x", fixed: "\"").broken == base)
    }

    @Test func anEditCanNameItsFile() {
        let twice = DiagnosticExample([.init("a.json", #"{ "k": "x" }"#), .init("b.json", #"{ "k": "x" }"#)])
        // Found in both files: not sound, nothing marked.
        #expect(ExampleEdit.edit(twice, broken: #"↓"y""#, fixed: #""x""#).occurrences == 2)
        #expect(ExampleEdit.edit(twice, broken: #"↓"y""#, fixed: #""x""#).broken.expectedPlaces.isEmpty)
        let named = ExampleEdit.edit(twice, in: "b.json", broken: #"↓"y""#, fixed: #""x""#)
        #expect(named.occurrences == 1)
        #expect(named.broken.expectedPlaces.map(\.description) == ["b.json:1:8"])
    }

    @Test func aCodeDeclaredWithAnEditKeepsIt() {
        let edit = ExampleEdit.edit(base, broken: "Listen ↓ up", fixed: "Listen up")
        let code = DiagnosticCode("ZK9999", .warning, summary: "s", explanation: "e", example: edit)
        #expect(code.broken == edit.broken)
        #expect(code.fixed == base)
        #expect(code.edit == edit)
    }
}
