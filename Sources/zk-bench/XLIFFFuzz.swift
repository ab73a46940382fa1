import Foundation
import ZKCore
import ZKStrings
import ZKStringsCLI

/// `zk-bench strings fuzz-xliff`: feeds mutated XLIFF files to the importer with a fixed seed
/// and checks, for every mutant, that the import does not crash, that a refused import changes
/// nothing, and that an accepted one yields catalogs that read back without a structure error.
/// Every 500th mutant also goes through `zk-strings import-xliff` itself, in a folder, to see
/// that the catalog files keep their bytes when the import fails.
enum XLIFFFuzz {
    static let snippets: [[UInt8]] =
        [
            "<", ">", "&", "&amp;", "&#0;", "&#x1;", "&#xFFFE;", "&unknown;", "]]>", "<![CDATA[a<b]]>", "<!-- c -->",
            "<?pi x?>",
            "<!DOCTYPE x [<!ENTITY a \"b\">]>", "<!ENTITY e SYSTEM \"file:///etc/passwd\">", "&e;",
            "<target state=\"translated\">", "</target>", "<source>", "</source>", "<trans-unit id=\"dup\">",
            "</trans-unit>",
            "<file original=\"x.xcstrings\" target-language=\"ru\">", "</file>", "<body>", "</body>", "</xliff>",
            "<mrk mtype=\"x-set\" mid=\"0\">", "</mrk>", "<x id=\"zk1\" ctype=\"x-zk-char-0001\"/>",
            "<x ctype=\"x-zk-char-FFFFFFFF\"/>",
            "<x ctype=\"x-zk-char-D800\"/>", "<alt-trans><target>alt</target></alt-trans>", "<g id=\"1\">g</g>",
            "<note from=\"auto-generated\">n</note>",
            "%@", "%1$lld", "%#@x@", "%arg", "|==|plural.one", "|==|device.mac", "|==|substitutions.x.plural.few",
            "|==|", "|==|plural.zz",
            " target-language=\"de\"", " target-language=\"\"", " translate=\"no\"", " state=\"needs-review-l10n\"",
            " xml:space=\"default\"",
            "<?xml version=\"1.1\"?>", "\u{FEFF}", "ё", "👍", "\r\n",
        ].map { Array($0.utf8) } + [
            [0x00], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], Array(repeating: UInt8(ascii: "a"), count: 20_000),
        ]

    static func mutate(_ seed: [UInt8], _ generator: inout SplitMix) -> [UInt8] {
        var bytes = seed
        let count = Bool.random(using: &generator) ? 1 : Int.random(in: 2...4, using: &generator)
        for _ in 0..<count {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<9, using: &generator) {
            case 0 where !bytes.isEmpty:
                bytes[min(position, bytes.count - 1)] = UInt8.random(in: 0...255, using: &generator)
            case 1:
                let end = min(bytes.count, position + Int.random(in: 1...64, using: &generator))
                bytes.removeSubrange(position..<end)
            case 2:
                let end = min(bytes.count, position + Int.random(in: 1...200, using: &generator))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            case 3:
                bytes.removeSubrange(position..<bytes.count)
            case 4, 5:
                bytes.insert(contentsOf: snippets[Int.random(in: 0..<snippets.count, using: &generator)], at: position)
            case 6:
                // A whole unit twice, or a unit's target replaced.
                let text = String(decoding: bytes, as: UTF8.self)
                let units = text.components(separatedBy: "<trans-unit")
                guard units.count > 2 else { continue }
                let pick = Int.random(in: 1..<units.count, using: &generator)
                let unit =
                    "<trans-unit" + (units[pick].components(separatedBy: "</trans-unit>").first ?? "") + "</trans-unit>"
                bytes = Array(text.replacingOccurrences(of: unit, with: unit + "\n" + unit).utf8)
            case 7:
                let text = String(decoding: bytes, as: UTF8.self)
                guard
                    let start = text.range(
                        of: "\">",
                        range: text.index(text.startIndex, offsetBy: min(text.count, position / 2))..<text.endIndex),
                    let end = text.range(of: "</target>", range: start.upperBound..<text.endIndex)
                else { continue }
                let replacement = [
                    "Поехали", "", "%1$@ %2$@", "a & b", "%#@x@", "x\u{1}y", String(repeating: "long ", count: 500),
                ][Int.random(in: 0..<7, using: &generator)]
                bytes = Array(
                    text.replacingCharacters(
                        in: start.upperBound..<end.lowerBound,
                        with: replacement.replacingOccurrences(of: "&", with: "&amp;")
                    ).utf8)
            default:
                let languages = ["de", "ru", "en", "uk", "", "zz", "de-DE"]
                let text = String(decoding: bytes, as: UTF8.self)
                bytes = Array(
                    text.replacingOccurrences(
                        of: "target-language=\"ru\"",
                        with: "target-language=\"\(languages[Int.random(in: 0..<languages.count, using: &generator)])\""
                    ).utf8)
            }
        }
        return bytes
    }

    static func run(iterations: Int, seed: UInt64, folder: String, xliffs: [String]) -> Int32 {
        var catalogFiles: [SourceFile] = []
        for relative in DirectoryWalker.files(under: folder, extensions: ["xcstrings"]).sorted() {
            guard case .success(let file) = FileReader.read(folder + "/" + relative, displayPath: relative) else {
                continue
            }
            catalogFiles.append(file)
        }
        let catalogs = catalogFiles.compactMap { CatalogParser.parse($0).0 }
        let seeds = xliffs.compactMap { FileManager.default.contents(atPath: $0).map { Array($0) } }
        guard !catalogs.isEmpty, !seeds.isEmpty else {
            print("fuzz-xliff: no catalogs under '\(folder)' or no XLIFF seeds")
            return 3
        }
        var generator = SplitMix(seed: seed)
        var refused = 0
        var applied = 0
        var unchanged = 0
        var toolRuns = 0
        var failures: [String] = []
        let work = NSTemporaryDirectory() + "zk-fuzz-xliff-\(seed)"
        for iteration in 0..<iterations {
            let mutant = mutate(seeds[iteration % seeds.count], &generator)
            let file = SourceFile(path: "fuzz.xliff", bytes: mutant)
            let outcome = XLIFFImporter.importXLIFF(file, into: catalogs, locales: ["de", "en", "ru"])
            if outcome.refused {
                refused += 1
                if !outcome.updated.isEmpty || outcome.applied != 0 {
                    failures.append("#\(iteration): refused import still updates catalogs")
                }
            } else if outcome.updated.isEmpty {
                unchanged += 1
            } else {
                applied += 1
                for (path, root) in outcome.updated {
                    let written = SourceFile(path: path, bytes: CatalogWriter.bytes(root))
                    let (catalog, diagnostics) = CatalogParser.parse(written)
                    if catalog == nil || diagnostics.contains(where: { $0.severity == .error }) {
                        failures.append(
                            "#\(iteration): imported catalog '\(path)' no longer reads: \(diagnostics.first?.message ?? "")"
                        )
                    }
                }
            }
            if iteration % 500 == 0 {
                toolRuns += 1
                if let problem = runTool(mutant, catalogFiles, in: work) {
                    failures.append("#\(iteration): \(problem)")
                }
            }
            if failures.count >= 20 { break }
        }
        try? FileManager.default.removeItem(atPath: work)
        print(
            "fuzz-xliff: \(iterations) mutants (seed \(seed)): \(refused) refused, \(applied) applied, \(unchanged) changed nothing; \(toolRuns) through zk-strings import-xliff"
        )
        for failure in failures { print("FAIL \(failure)") }
        return failures.isEmpty ? 0 : 1
    }

    /// `zk-strings import-xliff` on the mutant in a fresh folder: a failed import keeps every catalog's bytes.
    static func runTool(_ mutant: [UInt8], _ catalogs: [SourceFile], in work: String) -> String? {
        try? FileManager.default.removeItem(atPath: work)
        do {
            for catalog in catalogs {
                let path = work + "/" + catalog.path
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFileWriter.write(catalog.bytes, to: path)
            }
            try AtomicFileWriter.write(mutant, to: work + "/fuzz.xliff")
        } catch {
            return "cannot prepare the folder: \(error)"
        }
        let exit = ToolMain.run(
            spec: StringsTool.spec, version: StringsTool.version, registry: StringsTool.registry,
            arguments: ["-C", work, "-q", "import-xliff", "--locales", "de,en,ru", "fuzz.xliff"] + catalogs.map(\.path),
            environment: [:],
            standardOutput: { _ in }, standardError: { _ in }, handler: { try StringsTool.run($0) })
        guard exit != 0 else { return nil }
        if exit > 1 { return "zk-strings import-xliff exited \(exit)" }
        for catalog in catalogs
        where FileManager.default.contents(atPath: work + "/" + catalog.path).map({ Array($0) }) != catalog.bytes {
            return "failed import changed '\(catalog.path)'"
        }
        return nil
    }
}
