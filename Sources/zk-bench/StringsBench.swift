import Foundation
import ZKCore
import ZKStrings

/// `zk-bench strings`: generates a large String Catalog (N keys × de/en/ru, every 10th key a
/// plural, every 50th a substitution) and times parsing plus every check in-process.
///
///     zk-bench strings generate <file> [<keys>]   write the catalog (deterministic)
///     zk-bench strings run <file> [<jobs>]        parse and check it, print the CPU time of each phase and keys/s
///     zk-bench strings fuzz-xliff <n> <seed> <folder> <xliff>…   import n mutants of the XLIFF files (XLIFFFuzz.swift)
enum StringsBench {
    static func run(_ arguments: [String]) {
        switch arguments.first {
        case "generate" where arguments.count >= 2:
            let keys = arguments.count >= 3 ? Int(arguments[2]) ?? 20_000 : 20_000
            do {
                try AtomicFileWriter.write(generate(keys: keys), to: arguments[1])
                print("wrote \(keys) keys × 3 locales to \(arguments[1])")
            } catch {
                print("error: \(error)")
                exit(3)
            }
        case "run" where arguments.count >= 2:
            measure(arguments)
        case "fuzz-xliff" where arguments.count >= 5:
            exit(
                XLIFFFuzz.run(
                    iterations: Int(arguments[1]) ?? 1000, seed: UInt64(arguments[2]) ?? 1, folder: arguments[3],
                    xliffs: Array(arguments[4...])))
        default:
            print(
                "usage: zk-bench strings generate <file> [<keys>] | run <file> [<jobs>] | fuzz-xliff <iterations> <seed> <catalog-folder> <xliff>…"
            )
            exit(2)
        }
    }

    static func unit(_ value: String) -> JSONValue {
        .object([("stringUnit", .object([("state", .string("translated")), ("value", .string(value))]))])
    }

    static func plural(_ forms: [(String, String)]) -> JSONValue {
        .object([("variations", .object([("plural", .object(forms.map { ($0.0, unit($0.1)) }))]))])
    }

    static func generate(keys: Int) -> [UInt8] {
        var strings: [(String, JSONValue)] = []
        strings.reserveCapacity(keys)
        for index in 0..<keys {
            let key = "bench.area\(index % 97).element_\(index)"
            var localizations: [(String, JSONValue)]
            if index % 50 == 0 {
                func substituted(_ value: String, _ forms: [(String, String)]) -> JSONValue {
                    .object([
                        ("stringUnit", .object([("state", .string("translated")), ("value", .string(value))])),
                        (
                            "substitutions",
                            .object([
                                (
                                    "count",
                                    .object([
                                        ("argNum", .int(2)), ("formatSpecifier", .string("lld")),
                                        (
                                            "variations",
                                            .object([("plural", .object(forms.map { ($0.0, unit($0.1)) }))])
                                        ),
                                    ])
                                )
                            ])
                        ),
                    ])
                }
                localizations = [
                    ("de", substituted("%1$@ hat %#@count@", [("one", "%arg Stern"), ("other", "%arg Sterne")])),
                    ("en", substituted("%1$@ has %#@count@", [("one", "%arg star"), ("other", "%arg stars")])),
                    (
                        "ru",
                        substituted(
                            "У %1$@ %#@count@",
                            [
                                ("few", "%arg звезды"), ("many", "%arg звёзд"), ("one", "%arg звезда"),
                                ("other", "%arg звезды"),
                            ])
                    ),
                ]
            } else if index % 10 == 0 {
                localizations = [
                    ("de", plural([("one", "%lld Profil \(index)"), ("other", "%lld Profile \(index)")])),
                    ("en", plural([("one", "%lld profile \(index)"), ("other", "%lld profiles \(index)")])),
                    (
                        "ru",
                        plural([
                            ("few", "%lld профиля \(index)"), ("many", "%lld профилей \(index)"),
                            ("one", "%lld профиль \(index)"), ("other", "%lld профиля \(index)"),
                        ])
                    ),
                ]
            } else {
                localizations = [
                    ("de", unit("Schritt %1$lld von %2$lld, Nummer \(index)")),
                    ("en", unit("Step %1$lld of %2$lld, number \(index)")),
                    ("ru", unit("Шаг %1$lld из %2$lld, номер \(index)")),
                ]
            }
            strings.append(
                (
                    key,
                    .object([
                        ("comment", .string("Benchmark string \(index); %1$lld is the step.")),
                        ("extractionState", .string("manual")),
                        ("localizations", .object(localizations)),
                    ])
                ))
        }
        let root = JSONValue.object([
            ("sourceLanguage", .string("de")), ("strings", .object(strings)), ("version", .string("1.0")),
        ])
        return CatalogWriter.bytes(root)
    }

    /// `run <file> [<jobs>]`: parses and checks the catalog.
    static func measure(_ arguments: [String]) {
        // Times each phase in CPU time of the process (all threads): read, JSON, model, checks,
        // and releasing the trees; the machine may be busy, so wall time says less.
        func now() -> Double { Harness.processCPUSeconds() }
        let wallStart = DispatchTime.now().uptimeNanoseconds
        func seconds(_ from: Double, _ to: Double) -> String { String(format: "%.3f", to - from) }
        let start = now()
        switch FileReader.read(arguments[1], displayPath: arguments[1]) {
        case .success(let file):
            let read = now()
            var parsed: JSONParseResult? = JSONReader.read(file)
            let json = now()
            var catalogs: [StringCatalog] = []
            var diagnostics = parsed?.diagnostics ?? []
            if let root = parsed?.value {
                let (catalog, structure) = CatalogParser.build(file, root)
                catalogs = catalog.map { [$0] } ?? []
                diagnostics += structure
            }
            parsed = nil
            let model = now()
            diagnostics += StringsChecker.check(
                catalogs, options: StringsCheckOptions(),
                jobs: arguments.count >= 3 ? Int(arguments[2]) ?? 1 : ProcessInfo.processInfo.activeProcessorCount)
            let checked = now()
            let keys = catalogs.first?.entries.count ?? 0
            catalogs = []
            let released = now()
            print("keys: \(keys), diagnostics: \(diagnostics.count)")
            let wall = DispatchTime.now().uptimeNanoseconds - wallStart
            print(
                "CPU time: read \(seconds(start, read)) s, JSON \(seconds(read, json)) s, model \(seconds(json, model)) s, checks \(seconds(model, checked)) s, release \(seconds(checked, released)) s"
            )
            print(
                "total: \(seconds(start, released)) s CPU, \(String(format: "%.3f", Double(wall) / 1e9)) s wall; throughput: \(Int(Double(keys) / (released - start))) keys/s of CPU time"
            )
        case .failure(let error):
            print("error: \(error.diagnostic.message)")
            exit(3)
        }
    }
}
