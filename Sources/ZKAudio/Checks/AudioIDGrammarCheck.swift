import ZKCore

/// Lint: every manifest ID follows the audio ID grammar (`AudioID.problem`).
public struct AudioIDGrammarCheck: AudioManifestCheck {
    public init() {}

    public func run(_ input: AudioCheckInput) -> [Diagnostic] {
        input.manifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                guard let problem = AudioID.problem(in: entry.id) else { return nil }
                return Diagnostic(AudioCodes.invalidID, Self.message(problem), at: manifest.location(entry.idPosition))
            }
        }
    }

    static func message(_ problem: String) -> String { "invalid audio ID: \(problem)" }
}
