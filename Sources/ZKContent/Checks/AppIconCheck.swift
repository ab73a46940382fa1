import ZKCore

/// Lint: an iOS/iPadOS app icon set has the icons the App Store requires, each of exactly its
/// slot's pixel size, and none of them can be transparent.
enum AppIconCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let iconFolder = "Content/Illustrations.xcassets/AppIcon.appiconset"

    static func icon(_ filename: String, size: UInt32) -> [File] {
        [
            File(
                "\(iconFolder)/Contents.json",
                #"{ "images": [ { "filename": \#(filename), "idiom": "universal", "platform": "ios", "size": "1024x1024" } ], "info": { "author": "xcode", "version": 1 } }"#
            ),
            File("\(iconFolder)/AppIcon.heic", AssetExamples.heif(width: size, height: size)),
        ]
    }

    /// The single-size iOS icon as a PNG (`ExamplePNG`), its `filename` written as given.
    static func pngIcon(_ filename: String, _ bytes: @escaping @Sendable () -> [UInt8]) -> [File] {
        [
            File(
                "\(iconFolder)/Contents.json",
                #"{ "images": [ { "filename": \#(filename), "idiom": "universal", "platform": "ios", "size": "1024x1024" } ], "info": { "author": "xcode", "version": 1 } }"#
            ),
            File("\(iconFolder)/AppIcon.png", lazyBytes: bytes),
        ]
    }

    static let wrongSize = DiagnosticCode(
        "ZK2058", .error, summary: "an app icon is not its slot's pixel size",
        explanation: """
            Each app icon slot has an exact size: its `size` in points times its `scale` \
            (`60x60` at `2x` is 120×120 px, `83.5x83.5` at `2x` is 167×167 px, the single iOS \
            icon is 1024×1024 px). actool rejects another size; export the icon at the size the \
            message names.
            """,
        broken: DiagnosticExample(icon(#"↓"AppIcon.heic""#, size: 512)),
        fixed: DiagnosticExample(icon(#""AppIcon.heic""#, size: 1024)))

    static let transparent = DiagnosticCode(
        "ZK2059", .error, summary: "the iOS App Store icon has transparent pixels",
        explanation: """
            App Store Connect rejects a 1024×1024 px iOS icon (the single-size icon, or the \
            `ios-marketing` one) that "can't be transparent nor contain an alpha channel" \
            (ITMS-90717). zk-content decodes the PNG's pixels: at least one is not opaque (or a \
            `tRNS` chunk makes a colour transparent). Fill the background and export without \
            alpha. Dark and tinted variants (with `appearances`), the smaller sizes and macOS \
            icons may be transparent.
            """,
        broken: DiagnosticExample(pngIcon(#"↓"AppIcon.png""#) { ExamplePNG.transparentIcon }),
        fixed: DiagnosticExample(pngIcon(#""AppIcon.png""#) { ExamplePNG.opaqueIcon }))

    static let opaqueAlpha = DiagnosticCode(
        "ZK2062", .warning, summary: "the iOS App Store icon has an alpha channel",
        explanation: """
            The 1024×1024 px iOS icon carries an alpha channel although every pixel is opaque \
            (or its pixels could not be decoded: an interlaced PNG, or an icon beyond the 256 MiB \
            of pixels one run decodes). ITMS-90717 names "contain an \
            alpha channel"; many shipped apps have such an opaque RGBA single-size icon, which \
            current Xcode accepts, so this is a warning. Export the PNG as RGB to be sure.
            """,
        broken: DiagnosticExample(pngIcon(#"↓"AppIcon.png""#) { ExamplePNG.opaqueAlphaIcon }),
        fixed: DiagnosticExample(pngIcon(#""AppIcon.png""#) { ExamplePNG.opaqueIcon }))

    static let missingIcon = DiagnosticCode(
        "ZK2060", .error, summary: "an iOS app icon set lacks an icon the App Store requires",
        explanation: """
            Current Xcode takes either one 1024×1024 px icon (`idiom` universal, `platform` ios, \
            "Single Size") or every size; with every size the App Store requires at least the \
            iPhone 60pt @2x (120 px), the iPad 76pt @2x (152 px) and 83.5pt @2x (167 px) when the \
            set has iPad icons, and the 1024 px marketing icon (`ios-marketing`). A slot without \
            `filename` is empty; a set with no iOS file at all (Xcode's empty template, or a \
            macOS app's icon with the template's empty iOS slot) is not reported, nor a set \
            beside an Icon Composer document of its name (`AppIcon.icon`, Xcode 26), which Xcode \
            compiles instead for every OS version.
            """,
        broken: DiagnosticExample([
            File(
                "\(iconFolder)/Contents.json",
                #"{ "images": ↓[ { "idiom": "universal", "platform": "ios", "size": "1024x1024" }, { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "filename": "AppIcon-dark.heic", "idiom": "universal", "platform": "ios", "size": "1024x1024" } ], "info": { "author": "xcode", "version": 1 } }"#
            ),
            File("\(iconFolder)/AppIcon-dark.heic", AssetExamples.heif(width: 1024, height: 1024)),
        ]),
        fixed: DiagnosticExample(icon(#""AppIcon.heic""#, size: 1024)))

    static let codes = [wrongSize, transparent, opaqueAlpha, missingIcon]

    /// The App Store's required slots when the set lists every size: (idiom, size, scale, pixels).
    static let required: [(idiom: String, size: String, scale: String, pixels: Int)] = [
        ("iphone", "60x60", "2x", 120), ("ipad", "76x76", "2x", 152), ("ipad", "83.5x83.5", "2x", 167),
        ("ios-marketing", "1024x1024", "1x", 1024),
    ]

    static let iOSIdioms: Set<String> = ["iphone", "ipad", "ios-marketing"]

    static func isIOS(_ entry: AssetEntry) -> Bool {
        iOSIdioms.contains(entry.idiom ?? "") || (entry.idiom == "universal" && entry.platform == "ios")
    }

    /// The 1024 px icon the App Store shows: `ios-marketing`, or the single-size iOS icon (from
    /// which actool makes every other size). ITMS-90717 checks this one for transparency.
    static func isMarketingIcon(_ entry: AssetEntry) -> Bool {
        entry.size == "1024x1024"
            && (entry.idiom == "ios-marketing" || (entry.idiom == "universal" && entry.platform == "ios"))
    }

    /// `size` × `scale` in pixels (`83.5x83.5` at 2x → 167×167).
    static func pixels(_ entry: AssetEntry) -> (Int, Int)? {
        guard let size = entry.size else { return nil }
        let parts = size.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { return nil }
        let scale = Double(entry.scaleFactor ?? 1)
        return (Int((parts[0] * scale).rounded()), Int((parts[1] * scale).rounded()))
    }

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for set in context.assets.sets where set.kind == .appIconSet && set.hasContents {
            for entry in set.entries {
                guard let filename = entry.filename, let expected = pixels(entry),
                    case .success(let header)? = context.input.facts(of: set.folder + "/" + filename.value)?.header
                else { continue }
                if let found = header.pixelSize, found != expected {
                    diagnostics.append(.wrongSize(set, entry, filename, found: found, expected: expected))
                }
                if isMarketingIcon(entry) && entry.appearances.isEmpty && header.hasAlpha == true {
                    let facts = context.input.facts(of: set.folder + "/" + filename.value)
                    let transparent = facts?.transparentPixels
                    diagnostics.append(
                        transparent == true
                            ? .transparent(set, filename)
                            : .opaqueAlpha(
                                set, filename, decoded: transparent != nil, overBudget: facts?.overBudget == true))
                }
            }
            // An Icon Composer document of the same name is the icon Xcode compiles (for every
            // OS version): the set is a leftover, or the older systems' variant of it.
            if !context.iconDocuments.contains(where: { $0.stem.hasSameCodePoints(as: set.stem) }) {
                diagnostics += missing(set)
            }
        }
        return diagnostics
    }

    static func missing(_ set: AssetSet) -> [Diagnostic] {
        let ios = set.entries.filter(isIOS)
        // Without a single iOS file the set is no iOS icon: Xcode's empty template, or a macOS
        // app's icon, whose set keeps the template's empty iOS slot (HiPixel's).
        guard ios.contains(where: { $0.filename != nil }) else { return [] }
        let plain = ios.filter { $0.appearances.isEmpty }
        if ios.contains(where: { $0.idiom == "universal" && $0.platform == "ios" }) {
            let named = plain.contains { $0.idiom == "universal" && $0.platform == "ios" && $0.filename != nil }
            return named ? [] : [.missingIcon(set, "the single 1024×1024 px iOS icon (any appearance)")]
        }
        let hasIPad = plain.contains { $0.idiom == "ipad" }
        return required.filter { slot in
            (slot.idiom != "ipad" || hasIPad)
                && !plain.contains {
                    $0.idiom == slot.idiom && $0.size == slot.size && ($0.scale ?? "1x") == slot.scale
                        && $0.filename != nil
                }
        }.map {
            .missingIcon(
                set,
                "the \($0.idiom) \($0.size.split(separator: "x").first ?? "")pt @\($0.scale) icon (\($0.pixels)×\($0.pixels) px)"
            )
        }
    }
}

extension Diagnostic {
    fileprivate static func wrongSize(
        _ set: AssetSet, _ entry: AssetEntry, _ filename: Located<String>, found: (Int, Int), expected: (Int, Int)
    ) -> Diagnostic {
        Diagnostic(
            AppIconCheck.wrongSize,
            "app icon '\(filename.value)' of '\(set.name)' is \(found.0)×\(found.1) px; its slot (\(entry.idiom ?? "?") \(entry.size ?? "?")\(entry.scale.map { " @\($0)" } ?? "")) needs \(expected.0)×\(expected.1) px",
            at: filename.location)
    }

    fileprivate static func transparent(_ set: AssetSet, _ filename: Located<String>) -> Diagnostic {
        Diagnostic(
            AppIconCheck.transparent,
            "app icon '\(filename.value)' of '\(set.name)' has transparent pixels; App Store Connect rejects a transparent iOS App Store icon",
            at: filename.location)
    }

    fileprivate static func opaqueAlpha(
        _ set: AssetSet, _ filename: Located<String>, decoded: Bool, overBudget: Bool = false
    ) -> Diagnostic {
        let pixels =
            decoded
            ? " (every pixel opaque)"
            : overBudget
                ? "; its pixels were not decoded: the run had decoded \(PNGTransparency.runBudget >> 20) MiB of icons already"
                : "; its pixels were not decoded"
        return Diagnostic(
            AppIconCheck.opaqueAlpha,
            "app icon '\(filename.value)' of '\(set.name)' has an alpha channel\(pixels); export it without alpha",
            at: filename.location)
    }

    fileprivate static func missingIcon(_ set: AssetSet, _ what: String) -> Diagnostic {
        Diagnostic(
            AppIconCheck.missingIcon, "app icon set '\(set.name)' has no file for \(what)",
            at: set.entriesLocation ?? set.location)
    }
}
