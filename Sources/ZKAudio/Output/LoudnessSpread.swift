import Foundation

/// The loudness spread of each locale's analysed lines, for `zk-audio analyze --audio-root`:
/// how many, the quietest and the loudest (with their IDs), and the difference.
package enum LoudnessSpread {
    package static func lines(_ levels: [AudioFileCheck.EntryLevels]) -> [String] {
        var byLocale: [String: [AudioFileCheck.EntryLevels]] = [:]
        for item in levels where item.report.integratedLUFS != nil { byLocale[item.locale, default: []].append(item) }
        return byLocale.keys.sorted { $0.precedesByCodePoints($1) }.compactMap { locale in
            guard let items = byLocale[locale] else { return nil }
            let sorted = items.sorted {
                ($0.report.integratedLUFS ?? 0, $0.id) < ($1.report.integratedLUFS ?? 0, $1.id)
            }
            guard let quiet = sorted.first, let loud = sorted.last, let low = quiet.report.integratedLUFS,
                let high = loud.report.integratedLUFS
            else { return nil }
            return String(
                format: "%@: %d line%@ from %.1f LUFS (%@) to %.1f LUFS (%@), spread %.1f LU",
                locale, items.count, items.count == 1 ? "" : "s", low, quiet.id, high, loud.id, high - low)
        }
    }
}
