// zk-bench: the benchmarks and fuzzers of the toolchain (not tests: timings and long runs live
// here), one subcommand per file, sharing one timing harness (Harness.swift). Each subcommand
// takes the arguments after its name.
//
//   zk-bench json …      the positioned JSON readers against Foundation (JSONBench.swift)
//   zk-bench dawg …      dictionary lookups, open times and the file fuzzer (DawgBench.swift)
//   zk-bench strings …   String Catalog checks and the XLIFF import fuzzer (StringsBench.swift)
//   zk-bench audio …     probe benchmark files, a corpus and the probe fuzzer (AudioBench.swift)
//   zk-bench assets …    the image-header probe fuzzer and asset checks on catalogs (AssetsBench.swift)

let subcommands: [String: ([String]) -> Void] = [
    "json": JSONBench.run, "dawg": DawgBench.run, "strings": StringsBench.run, "audio": AudioBench.run,
    "assets": AssetsBench.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let subcommand = subcommands[name] else {
    Harness.fail("usage: zk-bench json|dawg|strings|audio|assets ARGUMENTS…")
}
subcommand(Array(arguments.dropFirst()))
