/// Codes whose examples do not yet pass the harness, each with the reason. The harness fails
/// when a listed code starts to pass (the entry must then go), so this list only shrinks.
enum ExampleGaps {
    static let reasons: [String: String] = [
        "ZK0001": "no example: needs an unreadable file (permissions cannot be expressed as example text)",
        "ZK0005": "no example: needs a file over the 256 MiB limit",
        "ZK0009": "no example: an internal error has no input that triggers it",
        "ZK0040": "no example: needs a second build holding the lock",
        "ZK0041": "no example: a non-UTF-8 file name cannot be written in example text",
        "ZK0030": "example names build/index.json but runs no command that reads an index",
        "ZK0103": "no example: invalid UTF-8 bytes cannot be written in example text",
        "ZK3017": "no example yet: a catalog not in Xcode's formatting",
        "ZK3020": "example needs the zk-strings import-xliff command",
        "ZK3021": "example needs the zk-strings import-xliff command",
        "ZK3022": "example needs the zk-strings import-xliff command",
        "ZK3030": "no example yet: a malformed baseline file",
        "ZK4011": "no example yet: a locale without a manifest",
        "ZK4022": "no example: needs an audio file",
        "ZK4024": "no example: needs an audio file",
        "ZK4025": "no example: needs an audio file",
        "ZK4026": "no example: needs an audio file",
        "ZK4027": "no example: needs an audio file",
        "ZK4029": "no example: needs an audio file",
        "ZK4031": "no example: needs an audio file",
        "ZK4032": "no example: needs an audio file",
        "ZK4033": "no example: needs an audio file",
        "ZK4034": "no example: needs an audio file",
        "ZK5014": "the example lacks the other required tokens",
        "ZK5025": "no example: invalid UTF-8 bytes cannot be written in example text",
        "ZK5032": "the example lacks the other locales' required fields",
        "ZK5036": "no example yet: a locale the store does not know",
    ]
}
