extension String {
    /// The text followed by spaces to `width` terminal columns (a Chinese character takes
    /// two): columns of a plain table.
    public func padded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - columns)) }

    /// Without the spaces at its end: a line of a picture ends where its marks do.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
