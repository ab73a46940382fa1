import Testing

@testable import ZKAudio

/// What counts as the same spoken words. Canonically equivalent texts are the same words (unlike
/// IDs and keys, which compare by code points): a voice actor says "ñ" however it is encoded.
@Suite struct SpokenTextTests {
    @Test func spokenTextIgnoresWhitespaceAndTypographicQuotes() {
        #expect(SpokenText.sameWords("Sag „hallo“ zum\u{00A0}Frosch!", "Sag \"hallo\"   zum Frosch! "))
        #expect(SpokenText.sameWords("Скажи «привет»", "Скажи \"привет\""))
        #expect(SpokenText.sameWords("Let’s go", "Let's go"))
        #expect(!SpokenText.sameWords("Finde die Zahl.", "Finde die Zahl!"))
    }

    @Test func canonicallyEquivalentTextsAreTheSameWords() {
        #expect(SpokenText.sameWords("Ni\u{00F1}o", "Nin\u{0303}o"))
    }
}
