/// Which program is active on this device. The latest choice holds while its program is
/// here, even with a broken file (home then says what to fix). A choice whose program has
/// no file here (made on another device, in an imported file, or before its file was
/// removed) cannot be practised here: the latest choice whose program is here stands in,
/// and home and `breathe programs` say which choice is not here. So nothing a sync or an
/// import brings can stop breathe from opening, and practising here records no new choice
/// that would undo the other device's.
public struct ActiveChoice: Sendable, Equatable {
    /// The program active here; nil when no choice names a program this device has.
    public let programID: String?
    /// The latest choice, when its program has no file here.
    public let notHere: String?

    public init(store: ProgressStore, catalogue: Catalogue) {
        let latestFirst = store.activations.sorted { ($0.at, $0.id) > ($1.at, $1.id) }.map(\.programID)
        let isHere = { (id: String) in catalogue.program(id: id) != nil || catalogue.skipped[id] != nil }
        programID = latestFirst.first(where: isHere)
        notHere = latestFirst.first.flatMap { isHere($0) ? nil : $0 }
    }
}
