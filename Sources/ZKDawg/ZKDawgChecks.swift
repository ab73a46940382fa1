import ZKCore

/// zk-dawg's one list: the checks, by what they read, then the types whose codes the dictionary
/// compiler's single pass over the words, the alphabet reader and the command report. The
/// driver and `zk-dawg` run the checks from these lists alone; the registry, `explain` and the
/// SARIF rules are derived from `all`.
public enum ZKDawgChecks {
    /// Run once on each variant folder, before it is compiled.
    public static var folderChecks: [any Check<VariantFolder>.Type] {
        [WordListNameCheck.self, VariantFolderCheck.self]
    }

    /// Run once on each dictionary `zk-dawg verify` found sound.
    public static var dictionaryChecks: [any Check<VerifiedDictionary>.Type] { [DictionaryMeaningCheck.self] }

    /// Codes reported outside the checks: the alphabet reader's (the file is read and checked by
    /// its schema in one step), the compiler's single pass over each word list (a line's bytes,
    /// its case and a duplicate word are judged in the measured per-word loop, issue 26, with no
    /// call per word), the compiler's and the command's own.
    public static var reporters: [any DeclaresCodes.Type] {
        [
            AlphabetFileCheck.self, WordListLineCheck.self, DuplicateWordCheck.self, DictionaryCompiler.self,
            DawgFileRefusal.self, WordCaseCheck.self, TileSplitCheck.self, ValuesFileCheck.self,
        ]
    }

    /// Every type that declares zk-dawg codes.
    public static var all: [any DeclaresCodes.Type] {
        folderChecks.declaring() + dictionaryChecks.declaring() + reporters
    }

    /// Every zk-dawg code.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes } }
}
