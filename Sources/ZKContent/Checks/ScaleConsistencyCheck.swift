import ZKCore

/// Lint: the scales of one image agree: with the same traits, the @2x is twice and the @3x
/// three times the @1x (or 1.5 times the @2x), within a pixel of rounding.
enum ScaleConsistencyCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static func scaledSet(_ sizes: [(scale: Int, size: UInt32)], marked: Int? = nil) -> [File] {
        let folder = "\(AssetExamples.catalog)/avatar_fuchs.imageset"
        let entries = sizes.map { item in
            #"{ "filename": \#(item.scale == marked ? "↓" : "")"avatar_fuchs@\#(item.scale)x.heic", "idiom": "universal", "scale": "\#(item.scale)x" }"#
        }
        return [File("\(folder)/Contents.json", #"{ "images": [ \#(entries.joined(separator: ", ")) ] }"#)]
            + sizes.map {
                File("\(folder)/avatar_fuchs@\($0.scale)x.heic", AssetExamples.heif(width: $0.size, height: $0.size))
            }
            + [AssetExamples.avatars(#""avatar_fuchs""#)]
    }

    static let scaleMismatch = DiagnosticCode(
        "ZK2056", .error, summary: "the scales of an image do not agree in size",
        explanation: """
            An image set's `1x`, `2x` and `3x` files of the same idiom, appearance and locale are \
            one picture at three pixel densities: the @2x is twice the @1x in pixels, the @3x \
            three times (within a pixel of rounding). A file of another size is drawn at the \
            wrong size on the devices of that scale. The note names the size the smallest scale \
            implies; export the file again at that size.
            """,
        broken: DiagnosticExample(scaledSet([(1, 60), (2, 100)], marked: 2)),
        fixed: DiagnosticExample(scaledSet([(1, 60), (2, 120)])))

    static let codes = [scaleMismatch]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for set in context.assets.sets where set.kind == .imageSet {
            var slots: [String: [(entry: AssetEntry, scale: Int, width: Int, height: Int)]] = [:]
            for entry in set.entries {
                guard let filename = entry.filename, let scale = entry.scaleFactor, scale > 0,
                    case .success(let header)? = context.input.facts(of: set.folder + "/" + filename.value)?.header,
                    let size = header.pixelSize
                else { continue }
                slots[entry.slot, default: []].append((entry, scale, size.width, size.height))
            }
            for slot in slots.keys.sorted() {
                guard let images = slots[slot], let reference = images.min(by: { $0.scale < $1.scale }) else {
                    continue
                }
                for image in images where image.scale != reference.scale {
                    let ratio = Double(image.scale) / Double(reference.scale)
                    let tolerance = max(1, 0.5 * ratio)
                    let width = Double(reference.width) * ratio
                    let height = Double(reference.height) * ratio
                    if abs(Double(image.width) - width) > tolerance || abs(Double(image.height) - height) > tolerance {
                        diagnostics.append(.mismatch(set, image, reference: reference, expected: (width, height)))
                    }
                }
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func mismatch(
        _ set: AssetSet, _ image: (entry: AssetEntry, scale: Int, width: Int, height: Int),
        reference: (entry: AssetEntry, scale: Int, width: Int, height: Int), expected: (Double, Double)
    ) -> Diagnostic {
        let name = image.entry.filename?.value ?? "?"
        let expectedText = "\(ImageHeader.number(expected.0.rounded()))×\(ImageHeader.number(expected.1.rounded())) px"
        return Diagnostic(
            ScaleConsistencyCheck.scaleMismatch,
            "the @\(image.scale)x image '\(name)' of image set '\(set.name)' (\(image.entry.traitsText)) is \(image.width)×\(image.height) px; its @\(reference.scale)x implies \(expectedText)",
            at: image.entry.filename?.location ?? image.entry.location,
            notes: [
                Diagnostic.Note(
                    "the @\(reference.scale)x image '\(reference.entry.filename?.value ?? "?")' is \(reference.width)×\(reference.height) px",
                    at: reference.entry.filename?.location ?? reference.entry.location)
            ])
    }
}
