/// A line of bars, one a value, for a figure read over time (BOLT results, the longest
/// hold of each day). A shape is what such a figure is for: whether it grows, not its
/// exact values, which the line's range gives.
enum ValueSparkline {
    /// `label`, a bar a value (`levels`: none, then the heights, `Symbols.spark`) (the latest
    /// that fit `width`), then `range`. Bars are tallest for the highest shown and measured
    /// from 0, so a small change looks small.
    /// nil when not even one bar fits.
    static func line(
        _ values: [Double], levels spark: [String], width: Int, label: (_ shown: Int, _ count: Int) -> String,
        range: (_ lowest: Double, _ highest: Double) -> String) -> String? {
        func rangeText(_ shown: ArraySlice<Double>) -> String { range(shown.min() ?? 0, shown.max() ?? 0) }
        var count = values.count
        while count > 0,
              label(count, values.count).columns + count + rangeText(values.suffix(count)).columns > width {
                  count -= 1
              }
        guard count > 0 else { return nil }
        let shown = values.suffix(count)
        let highest = shown.max() ?? 0
        let levels = spark.count - 1
        let bars = shown.map { value -> String in
            guard highest > 0, value > 0 else { return spark[0] }
            return spark[min(levels, max(1, Int(saturating: (value / highest * Double(levels)).rounded(.up))))]
        }
        return label(count, values.count) + bars.joined() + rangeText(shown)
    }
}
