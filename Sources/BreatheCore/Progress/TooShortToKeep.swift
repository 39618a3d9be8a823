/// The rule that keeps crumbs out of the record: a session stopped before
/// `seconds` of practice is not saved, its journal goes, and no offer to continue is
/// ever made from it.
public enum TooShortToKeep {
    /// Five seconds is less than one breath of every built-in pattern (the quickest, a
    /// cyclic sigh, takes 9 s): a session stopped sooner is a start taken back, a
    /// wrong key or Ctrl-C at once, not practice. Kept, it showed in history as an
    /// attempt of 0:00 and made the next start offer to "continue" a lesson never
    /// begun. Headspace and Medito drop such sessions too.
    public static let seconds = 5.0

    /// Whether a session that ended for `endReason` after `practisedSeconds` is a crumb.
    /// A session that breathed its whole plan is kept however short the plan was: it
    /// is what the person asked for, and a lesson's last few seconds may complete it.
    public static func applies(practisedSeconds: Double, endReason: EndReason) -> Bool {
        endReason != .finished && practisedSeconds < seconds
    }
}
