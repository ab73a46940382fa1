import ZKCore

/// The minimal projects the file checks' examples are made of (the harness runs each through
/// `zk-build check`): a `zk-build.json` with the audio root, one manifest, and the audio file.
public enum AudioExamples {
    /// A project whose `zk-build.json` sets the audio root (`root`, written as JSON, a `↓` allowed),
    /// with one sound in `common.json` (its `file` marked when `markFile`) and, under
    /// `Resources/Audio/common/`, that sound's file with `contents` (nil: no file, only a README).
    public static func soundProject(root: String = #""Resources""#, markFile: Bool = false, contents: String?) -> DiagnosticExample {
        var files: [DiagnosticExample.ExampleFile] = [
            .init("zk-build.json", #"{ "audioRoot": \#(root) }"#),
            .init("Audio-manifests/common.json", """
                { "locale": "common", "entries": [
                  { "id": "sfx.tap", "file": \(markFile ? "↓" : "")"Audio/common/sfx.tap.m4a", "durationMs": 120 }
                ] }
                """),
        ]
        if let contents {
            files.append(.init("Resources/Audio/common/sfx.tap.m4a", contents))
        } else {
            files.append(.init("Resources/README.md", "Recordings go in Audio/<locale>/.\n"))
        }
        return DiagnosticExample(files)
    }
}
