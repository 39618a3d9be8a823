/// "Did you mean …?": the nearest of `candidates` to a mistyped word, if it is near enough
/// to be a plausible typo (at most a third of its letters off).
public func nearest(to word: String, in candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
        let distance = editDistance(typed, Array(candidate.lowercased()))
        // On a tie, a word the typed one begins ("stat" → "stats") is the likelier intent.
        let better =
            distance < (best?.1 ?? Int.max)
                || (distance == best?.1 && candidate.lowercased().hasPrefix(word.lowercased()))
        if better { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best, distance <= max(1, typed.count / 3) else { return nil }
    return candidate
}

/// Levenshtein distance: insertions, deletions and substitutions.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
        var current = [i + 1] + [Int](repeating: 0, count: b.count)
        for (j, right) in b.enumerated() {
            current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
