import Foundation
import Testing
import ZKCore
import ZKProject

@testable import ZKAudio

/// The default project passes, and the issue's two "done when" scenarios behave as specified.
@Suite struct DefaultProjectTests {
    @Test func defaultProjectHasNoAudioFindings() throws {
        let input = try DefaultProject().input()
        #expect(input.index?.audioIDs.isEmpty == false)
        let found = ZKAudioChecks.runManifestChecks(input)
        #expect(
            found.isEmpty, "\(found.prefix(5).map { "\($0.location?.description ?? "") \($0.code) \($0.message)" })")
        for locale in ["de", "en", "ru", "common"] {
            #expect(RecordingScript.rows(for: locale, input: input).isEmpty, "\(locale)")
        }
    }

    @Test func everyReferencedAudioIDIsInItsManifest() throws {
        let input = try DefaultProject().input()
        let ids = Set(try #require(input.index).audioIDs.map(\.name))
        for manifest in input.manifests {
            let listed = Set(manifest.entries.map(\.id))
            let needed = ids.filter { (AudioID.kind(of: $0) == .sound) == manifest.isCommon }
            #expect(listed == needed, "\(manifest.path)")
        }
    }

    @Test func removingOneRussianRecordingIsAnErrorAtTheContentReference() throws {
        var project = try DefaultProject()
        let ru = try #require(project.manifestTexts["Audio-manifests/ru.json"])
        let lines = ru.split(separator: "\n", omittingEmptySubsequences: false)
        let removed = try #require(lines.firstIndex { $0.contains(#""id": "num.7","#) })
        var kept = lines
        kept.remove(at: removed)
        project.manifestTexts["Audio-manifests/ru.json"] = kept.joined(separator: "\n")

        let found = ZKAudioChecks.runManifestChecks(try project.input()).filter { $0.severity == .error }
        #expect(found.count == 1, "\(found.map(\.message))")
        let error = try #require(found.first)
        #expect(error.code == "ZK4004")
        #expect(error.message == "audio ID 'num.7' has no 'ru' recording (referenced by number 7)")
        let numbers = try String(contentsOfFile: DefaultProject.root + "/Content/numbers.json", encoding: .utf8)
        let reference = try #require(DefaultProject.position(of: #""num.7""#, in: numbers))
        #expect(error.location?.path == "Content/numbers.json")
        #expect(error.location?.start?.line == reference.line)
        #expect(error.location?.start?.column == reference.column)
        #expect(error.notes.first?.location?.path == "Audio-manifests/ru.json")
        #expect(error.notes.first?.message.contains("ru.json") == true)

        let script = RecordingScript.rows(for: "ru", input: try project.input())
        #expect(
            script == [
                RecordingScript.Row(
                    id: "num.7", text: "семь", comment: script.first?.comment ?? "", reason: .missing, file: "num.7.m4a"
                )
            ])
        #expect(script.first?.comment.hasPrefix("Number word for 7") == true)
    }

    @Test func changingOneGermanPromptMakesItsRecordingStale() throws {
        var project = try DefaultProject()
        let old = "Finde die Zahl, die du hörst."
        let new = "Tippe auf die Zahl, die du hörst."
        #expect(project.catalogText.components(separatedBy: old).count == 2, "the prompt text occurs once")
        project.catalogText = project.catalogText.replacingOccurrences(of: old, with: new)

        let input = try project.input()
        let found = ZKAudioChecks.runManifestChecks(input)
        #expect(found.count == 1, "\(found.map(\.message))")
        let stale = try #require(found.first)
        #expect(stale.code == "ZK4006")
        #expect(stale.message == "'de' recording 'prompt.hoer_hin.find_number' is stale: it says \"\(old)\"")
        let de = try #require(project.manifestTexts["Audio-manifests/de.json"])
        let entry = try #require(DefaultProject.position(of: "\"\(old)\"", in: de))
        #expect(stale.location?.path == "Audio-manifests/de.json")
        #expect(stale.location?.start?.line == entry.line)
        #expect(stale.location?.start?.column == entry.column)
        let value = try #require(DefaultProject.position(of: "\"\(new)\"", in: project.catalogText))
        #expect(stale.notes.first?.location?.path == "Strings/Content.xcstrings")
        #expect(stale.notes.first?.location?.start?.line == value.line)
        #expect(stale.notes.first?.location?.start?.column == value.column)

        let rows = RecordingScript.rows(for: "de", input: input)
        #expect(rows.map(\.id) == ["prompt.hoer_hin.find_number"])
        #expect(rows.first?.reason == .stale)
        #expect(rows.first?.text == new)
        #expect(rows.first?.file == "prompt.hoer_hin.find_number.m4a")
        #expect(RecordingScript.rows(for: "en", input: input).isEmpty)
        #expect(RecordingScript.rows(for: "ru", input: input).isEmpty)
    }
}
