/// A built minimal automaton in the file's state order: state `s` has the edges
/// `firstEdges[s]..<firstEdges[s + 1]`, labels strictly increasing, each leading to a larger
/// state; state 0 is the root; `finals[s]` says whether a string ends at `s`.
public struct Automaton: Sendable, Equatable {
    public var labelLimit: Int
    public var stringCount: Int
    public var firstEdges: [UInt32] = []
    public var finals: [Bool] = []
    public var labels: [UInt8] = []
    public var targets: [UInt32] = []

    public var stateCount: Int { finals.count }
    public var edgeCount: Int { labels.count }
}
