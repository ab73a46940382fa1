import ZKCore

/// Lint (actool's "ambiguous content"): two entries of one set name a file for the same slot:
/// the same idiom, scale, appearances, locale and every other trait. Single-scale slots are
/// `VectorSetCheck`'s.
enum SlotConflictCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let folder = "\(AssetExamples.catalog)/avatar_fuchs.imageset"

    /// A set of `avatar_fuchs` at 1x, its dark variant at 1x and `third` at `scale`.
    static func set(third: String, scale: String) -> [File] {
        [
            File(
                "\(folder)/Contents.json",
                """
                {
                  "images" : [
                    {
                      "filename" : "avatar_fuchs.heic",
                      "idiom" : "universal",
                      "scale" : "1x"
                    },
                    {
                      "appearances" : [
                        {
                          "appearance" : "luminosity",
                          "value" : "dark"
                        }
                      ],
                      "filename" : "avatar_fuchs_dark.heic",
                      "idiom" : "universal",
                      "scale" : "1x"
                    },
                    {
                      "filename" : \(third),
                      "idiom" : "universal",
                      "scale" : "\(scale)"
                    }
                  ]
                }
                """),
            File("\(folder)/avatar_fuchs.heic", AssetExamples.heif(width: 60, height: 60)),
            File("\(folder)/avatar_fuchs_dark.heic", AssetExamples.heif(width: 60, height: 60)),
            File("\(folder)/avatar_fuchs@2x.heic", AssetExamples.heif(width: 120, height: 120)),
            AssetExamples.avatars(#""avatar_fuchs""#),
        ]
    }

    static let twoImagesInOneSlot = DiagnosticCode(
        "ZK2073", .warning, summary: "two files of a set fill the same slot",
        explanation: """
            Each entry of a set's `Contents.json` is a slot: its idiom, scale, appearances \
            (dark, high contrast), locale, size and the other traits. Two entries with the same \
            traits that both name a file are one slot filled twice (a dark variant whose \
            `appearances` were lost, an entry copied and edited by hand): actool warns of \
            ambiguous content and ships one of them. Reported at the second file's name, with \
            the first as a note. Remove one entry, or give it the trait it was meant to have.
            """,
        broken: DiagnosticExample(set(third: #"↓"avatar_fuchs@2x.heic""#, scale: "1x")),
        fixed: DiagnosticExample(set(third: #""avatar_fuchs@2x.heic""#, scale: "2x")))

    static let codes = [twoImagesInOneSlot]

    static let kinds: Set<AssetSetKind> = [.imageSet, .appIconSet, .symbolSet]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for set in context.assets.sets where kinds.contains(set.kind) {
            var first: [String: AssetEntry] = [:]
            // A single-scale entry's slot is VectorSetCheck's (a second file there is its error).
            for entry in set.entries where entry.filename != nil && entry.scale != nil {
                let key = entry.slot + "|" + (entry.scale ?? "")
                if let earlier = first[key] {
                    diagnostics.append(.sameSlot(set, entry, earlier: earlier))
                } else {
                    first[key] = entry
                }
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func sameSlot(_ set: AssetSet, _ entry: AssetEntry, earlier: AssetEntry) -> Diagnostic {
        let file = entry.filename?.value ?? "?"
        let other = earlier.filename?.value ?? "?"
        let traits = entry.traitsText + (entry.scale.map { " @\($0)" } ?? "")
        return Diagnostic(
            SlotConflictCheck.twoImagesInOneSlot,
            "\(set.kind.displayName) '\(set.name)' names '\(MessageText.escaped(file))' for the slot (\(traits)) that '\(MessageText.escaped(other))' fills already; actool ships one of them",
            at: entry.filename?.location ?? entry.location,
            notes: [Diagnostic.Note("'\(MessageText.escaped(other))' fills it", at: earlier.filename?.location)])
    }
}
