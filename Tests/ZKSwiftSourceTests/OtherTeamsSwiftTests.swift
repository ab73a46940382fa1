import Testing
import ZKCore
import ZKProject
import ZKSwiftSource

/// Issue 47: what other teams' Swift holds, each shaped like the real file — previews
/// (Solstice's `#Preview { Text("Hello world") }`, PixelArtMaker's `PreviewProvider`), a bare
/// regex literal with quotes (Pearcleaner's `/desc "([^"]+)"/`), App Intents summaries (Alare's
/// `Summary("Change Alare's Alarm Time to \(\.$time)")`) and Objective-C literals (Cog's
/// `NSLocalizedString(@"ValidYes", …)`).
@Suite struct OtherTeamsSwiftTests {
    static func extract(_ source: String) -> SwiftKeyExtractor.FileResult {
        SwiftKeyExtractor.extract(SourceFile(path: "App/View.swift", text: source))
    }

    @Test func previewLiteralsAreNoLookups() {
        let source = """
            struct AdaptiveStack: View {
                var body: some View { Text("Daylight") }
            }

            #Preview {
                AdaptiveStack { Text("Hello world") } label: { Label("Label", systemImage: "heart") }
            }

            #Preview("Dark", traits: .sizeThatFitsLayout) {
                NavigationLink { Text("Detail") } label: { Text("label") }
            }

            struct OrangeTextView_Previews: PreviewProvider {
                static var previews: some View {
                    OrangeTextView(text: Text("test"))
                }
            }

            struct Footer: View {
                var body: some View { Button("Share") {} }
            }
            """
        let result = Self.extract(source)
        #expect(result.keyUses.map(\.key) == ["Daylight", "Share"])
        #expect(result.keyUses.map { $0.location.start?.line } == [2, 20])
        // The literals still count for keys the code uses.
        #expect(result.literals.contains("Hello world"))
    }

    @Test func aBareRegexLiteralDoesNotStopTheFile() {
        let source = """
            let descRegex = /desc "([^"]+)"/
            let pattern = /(?:^|\\s)-o\\s+(?:"([^"]+)"|'([^']+)'|(\\S+))/
            let linked = matches(of: /\\.linkedLibrary\\(\\s*"([^"]+)"/)
            let slash = /[/"]/
            let half = total / 2 / count
            let ratio = (a) / (b)
            Text("after")
            """
        let result = Self.extract(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.keyUses.map(\.key) == ["after"])
        #expect(result.keyUses.first?.location.start?.line == 7)
    }

    @Test func anAppIntentsParameterIsThePlaceholderXcodeWrites() {
        let result = Self.extract(
            """
            static var parameterSummary: some ParameterSummary {
                When(\\.$toggle, .equalTo, .turn) {
                    Summary("\\(\\.$toggle) Alare's Alarm \\(\\.$state)")
                } otherwise: {
                    Summary("Change Alare's Alarm Time to \\(\\.$time)")
                }
            }
            """)
        #expect(result.literals.contains("${toggle} Alare's Alarm ${state}"), "\(result.literals.sorted())")
        #expect(result.literals.contains("Change Alare's Alarm Time to ${time}"))
    }

    @Test func objectiveCLiteralsAreRead() {
        let source = """
            #import "SandboxPathBehaviorController.h"
            #define NSLocalizedPrefString(key) NSLocalizedStringFromTableInBundle(key, nil, bundle, @"")

            // NSLocalizedString(@"NotInCode", nil)
            /* @"NotInCodeEither" */
            - (void)refresh {
                char quote = '"';
                NSString *valid = NSLocalizedPrefString(@"ValidYes");
                NSString *other = NSLocalizedString(@"Say \\"hi\\"", @"A greeting.");
            }
            """
        let literals = ObjectiveCLiterals.literals(Array(source.utf8))
        #expect(literals == ["ValidYes", "Say \"hi\"", "A greeting."], "\(literals.sorted())")
    }
}
