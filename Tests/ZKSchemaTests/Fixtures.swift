import Foundation

/// The shared fixture folder `Tests/Fixtures/`, found from this file's path (no SwiftPM resources).
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}
