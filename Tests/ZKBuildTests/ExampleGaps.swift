/// Codes whose examples do not yet pass the harness, each with the reason. The harness fails
/// when a listed code starts to pass (the entry must then go), so this list only shrinks.
enum ExampleGaps {
    static let reasons: [String: String] = [
        "ZK0009": "no example: no input triggers an internal error (BuildSafetyTests builds broken stage graphs, ToolMain reports thrown errors)",
        "ZK1014": "no example: invalid UTF-8 bytes cannot be written in example text",
        "ZK1020": "no example: a corrupted .dawg is binary",
        "ZK1030": "no example: a .dawg whose checksums were recomputed over wrong content is binary (DawgSafetyTests builds them)",
        "ZK2039": "no example yet: a missing games file",
        "ZK2059": "no example: a PNG with transparent pixels is binary (AssetCheckTests uses Tests/Fixtures/assets/images)",
        "ZK2062": "no example: a PNG with an opaque alpha channel is binary (AssetCheckTests uses Tests/Fixtures/assets/images)",
        "ZK2024": "the broken example also reports the file without a line",
    ]
}
