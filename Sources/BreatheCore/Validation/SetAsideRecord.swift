/// A record from outside that broke a rule: kept aside as it was, with the reason.
///
/// It is never merged into the store, never written into a sync copy and never deleted:
/// breathe keeps it in `set-aside.json` beside the store and says so once, so that one bad
/// record (a hand edit, another device's bug) neither crashes reports nor spreads to every
/// device, and nothing is thrown away.
public struct SetAsideRecord: Error, Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case session, completion, activation, settingChange, boltResult
    }

    public let kind: Kind
    /// Where it was and what is wrong: `sessions[3].practicedSeconds`, must be ….
    public let problem: FieldProblem
    /// The record exactly as it was read.
    public let record: JSONValue

    public init(kind: Kind, problem: FieldProblem, record: JSONValue) {
        self.kind = kind
        self.problem = problem
        self.record = record
    }

    /// The reason in English, as the set-aside file keeps it: "sessions[3].practicedSeconds: must be …".
    public var reason: String { problem.english }
}
