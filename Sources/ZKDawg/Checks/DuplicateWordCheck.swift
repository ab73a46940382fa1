import Foundation
import ZKCore

/// Reports repeated words (ZK1013, a warning) with a note at the first occurrence. Both ways of
/// building see the words in sorted order with the one read first leading a run of equal words:
/// the streaming build reads sorted lists, and the pool build sorts stably.
enum DuplicateWordCheck {
    /// Reports the word read at `origin` as a repeat of the one read at `first` (`WordPool` origins).
    static func report(_ origin: UInt64, first: UInt64, files: [WordListSource], limiter: inout DiagnosticLimiter) {
        let source = files[WordPool.file(of: origin)]
        guard limiter.admit(DuplicateWordCheck.duplicateWord, path: source.path) else { return }
        let file = source.file
        let firstFile = files[WordPool.file(of: first)].file
        let offset = WordPool.offset(of: origin)
        let text = file.lineText(file.line(ofOffset: offset))?.trimmingCharacters(in: .whitespaces) ?? ""
        limiter.append(
            .duplicate(
                text, at: file.location(ofOffset: offset),
                first: firstFile.location(ofOffset: WordPool.offset(of: first))))
    }
}

/// The code of a repeated word (ZK1013).
extension DuplicateWordCheck: DeclaresCodes {
    public static let codes = [duplicateWord]

    public static let duplicateWord = DiagnosticCode(
        "ZK1013", .warning, summary: "a word occurs twice in the lists of a variant",
        explanation: """
            Duplicates are dropped (the dictionary holds each word once) but usually point at a \
            merge mistake or at two spellings that normalise to the same word (`cát` and `cat` \
            when `á` folds to `a`, `Haus` and `haus` under `"case": "fold"`). \
            The first occurrence is named in a note. Only the first 50 per file are listed.
            """,
        broken: DawgExamples.example(
            DawgExamples.alphabet(fold: #"{"á": "a"}"#), DawgExamples.words("cat\nbat\n↓cát\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\nbat\n")))
}

extension Diagnostic {
    fileprivate static func duplicate(_ word: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic
    {
        Diagnostic(
            DuplicateWordCheck.duplicateWord, "duplicate word '\(word)'", at: location,
            notes: [.init("first occurrence here", at: first)])
    }
}
