import ZKCore

extension Array where Element == String {
    /// Whether both lists hold the same strings in the same order, each compared by code points
    /// (`String.hasSameCodePoints(as:)`), where `==` would equate canonically equivalent ones.
    func hasSameCodePoints(as other: [String]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.hasSameCodePoints(as: $1) }
    }
}
