import ZKCore

/// The strings part of the project configuration (`"strings"` in zk-build.json): which of the
/// Zahlenkette conventions the checks hold a catalog to. Both are on by default (this toolchain's
/// own project follows them); another app's catalogs, whose keys are English source texts
/// without comments, turn them off:
///
///     "strings": { "keyGrammar": false, "translatorComments": false }
public struct StringsSettings: Sendable, Hashable, Codable {
    /// Keys follow the key grammar of spec 6.5 (`KeyGrammarCheck`).
    public var keyGrammar = true
    /// Every key has a translator comment (`TranslatorCommentCheck`).
    public var translatorComments = true
    /// Keys Xcode marks `"extractionState" : "manual"` (added by hand, looked up in ways no
    /// reader of the code sees) are never reported as unused (`UnreferencedKeyCheck`).
    public var exemptManualKeys = false

    public init(keyGrammar: Bool = true, translatorComments: Bool = true) {
        self.keyGrammar = keyGrammar
        self.translatorComments = translatorComments
    }

    public static let keys = ["keyGrammar", "translatorComments", "exemptManualKeys"]

    /// Reads `"strings": { "keyGrammar": Bool, "translatorComments": Bool }`; every problem a
    /// located `ConfigurationValueCheck.invalidConfiguration` in `path`, and the defaults kept for it.
    public static func read(_ value: JSONValue, path: String) -> (StringsSettings, [Diagnostic]) {
        var settings = StringsSettings()
        var diagnostics: [Diagnostic] = []
        guard let object = value.object else {
            diagnostics.append(notAnObject(value.typeName, at: value.location(in: path)))
            return (settings, diagnostics)
        }
        for member in object.members {
            switch member.key {
            case "keyGrammar", "translatorComments", "exemptManualKeys":
                guard let flag = member.value.bool else {
                    diagnostics.append(notAFlag(member.key, found: member.value.typeName, at: member.value.location(in: path)))
                    continue
                }
                switch member.key {
                case "keyGrammar": settings.keyGrammar = flag
                case "translatorComments": settings.translatorComments = flag
                default: settings.exemptManualKeys = flag
                }
            default:
                diagnostics.append(unknownKey(member.key, at: SourceLocation(path: path, start: member.keyPosition)))
            }
        }
        return (settings, diagnostics)
    }

    static func notAnObject(_ found: String, at location: SourceLocation) -> Diagnostic {
        ConfigurationValueCheck.invalidValue("'strings' in zk-build.json must be an object such as { \"keyGrammar\": false }, found \(found)", at: location)
    }

    static func notAFlag(_ key: String, found: String, at location: SourceLocation) -> Diagnostic {
        ConfigurationValueCheck.invalidValue("'strings.\(key)' in zk-build.json must be true or false, found \(found)", at: location)
    }

    static func unknownKey(_ key: String, at location: SourceLocation) -> Diagnostic {
        ConfigurationValueCheck.unknownKey(key, prefix: "strings.", known: keys, at: location)
    }
}
