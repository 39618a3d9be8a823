/// What one tone is: its shape, its length and its loudness. Made from a cue and the
/// `volume` setting; two cues with the same recipe share one sound file.
public struct ToneRecipe: Sendable, Hashable {
    public enum Shape: String, Sendable, Hashable, CaseIterable {
        /// A glide up, for breathing in.
        case rise
        /// A glide down, for breathing out.
        case fall
        /// A short, quiet chime as a hold begins.
        case holdChime
        /// Two notes, the second higher, as a finished session ends.
        case closingChime
    }

    public let shape: Shape
    /// Seconds, always less than the phase it marks.
    public let seconds: Double
    /// 1 to 100, as the setting.
    public let volume: Int

    /// The longest a glide lasts: it marks the first seconds of a phase, not all of it.
    public static let longestGlide = 3.0
    public static let longestHoldChime = 0.45
    public static let closingSeconds = 1.4
    /// The share of its phase a tone may fill at most, so it always ends before the next.
    public static let shareOfPhase = 0.8

    public init(_ cue: Cue, volume: Int) {
        shape = cue.tone
        self.volume = min(max(volume, Settings.volumeRange.lowerBound), Settings.volumeRange.upperBound)
        let longest: Double
        switch shape {
        case .rise, .fall: longest = Self.longestGlide
        case .holdChime: longest = Self.longestHoldChime
        case .closingChime: longest = Self.closingSeconds
        }
        if case .phase(_, let phaseSeconds) = cue, phaseSeconds.isFinite, phaseSeconds > 0 {
            // Hundredths, so that phases a hair apart share a file.
            seconds = (min(longest, phaseSeconds * Self.shareOfPhase) * 100).rounded(.down) / 100
        } else {
            seconds = longest
        }
    }

    /// A name for the recipe's sound file: what it is, readable in a folder listing.
    public var fileName: String {
        "\(shape.rawValue)-\(Int((seconds * 100).rounded()))cs-v\(volume).wav"
    }
}
