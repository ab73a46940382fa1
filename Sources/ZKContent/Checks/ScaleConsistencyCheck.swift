import ZKCore

/// Lint: the scales of one image agree: with the same traits, the @2x is twice and the @3x
/// three times the @1x (or 1.5 times the @2x), each file within a pixel of rounding.
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
            three times (each file within a pixel of rounding: a @1x of 201 px and a @3x of 601 px \
            are one picture of 200.5 points). A file of another size is drawn at the \
            wrong size on the devices of that scale. The note names the size the smallest scale \
            implies; export the file again at that size.
            """,
        broken: DiagnosticExample(scaledSet([(1, 60), (2, 100)], marked: 2)),
        fixed: DiagnosticExample(scaledSet([(1, 60), (2, 120)])))

    static let codes = [scaleMismatch]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for set in context.assets.sets where set.kind == .imageSet {
            var slots: [String: [Scaled]] = [:]
            for entry in set.entries {
                guard let filename = entry.filename, let scale = entry.scaleFactor, scale > 0,
                    case .success(let header)? = context.input.facts(of: set.folder + "/" + filename.value)?.header,
                    let size = header.pixelSize
                else { continue }
                slots[entry.slot, default: []].append((entry, scale, size.width, size.height))
            }
            for slot in slots.keys.sorted() {
                guard let images = slots[slot] else { continue }
                diagnostics += mismatches(in: set, images.sorted { $0.scale < $1.scale })
            }
        }
        return diagnostics
    }

    typealias Scaled = (entry: AssetEntry, scale: Int, width: Int, height: Int)

    /// The points one side of a picture can measure when a file of `pixels` at `scale` is it
    /// rounded to within a pixel, either way.
    static func points(_ pixels: Int, _ scale: Int) -> ClosedRange<Double> {
        (Double(pixels) - 1) / Double(scale)...(Double(pixels) + 1) / Double(scale)
    }

    /// The images of one slot, smallest scale first: each must fit the point size the smaller
    /// ones leave possible. Rounding at every scale is allowed for (a @1x of 201 px and a @3x of
    /// 601 px are one picture of 200.5 pt), so each scale's error is judged at its own pixels,
    /// never the smallest scale's error multiplied.
    static func mismatches(in set: AssetSet, _ images: [Scaled]) -> [Diagnostic] {
        guard let reference = images.first else { return [] }
        var width = points(reference.width, reference.scale)
        var height = points(reference.height, reference.scale)
        var diagnostics: [Diagnostic] = []
        for image in images.dropFirst() where image.scale != reference.scale {
            let w = points(image.width, image.scale)
            let h = points(image.height, image.scale)
            guard width.overlaps(w), height.overlaps(h) else {
                let ratio = Double(image.scale) / Double(reference.scale)
                let expected = (Double(reference.width) * ratio, Double(reference.height) * ratio)
                diagnostics.append(.mismatch(set, image, reference: reference, expected: expected))
                continue
            }
            width = width.clamped(to: w)
            height = height.clamped(to: h)
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func mismatch(
        _ set: AssetSet, _ image: ScaleConsistencyCheck.Scaled, reference: ScaleConsistencyCheck.Scaled,
        expected: (Double, Double)
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
