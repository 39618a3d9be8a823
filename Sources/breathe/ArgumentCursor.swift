/// Walks a command's arguments: each word in turn, and the value after an option, given
/// as `--option value` or `--option=value`.
struct ArgumentCursor {
    private let arguments: [String]
    private var index = 0
    /// The value written as `--option=value` in the current word, if any.
    private var inlineValue: String?

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next word; for `--option=value`, just `--option`.
    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        let word = arguments[index]
        index += 1
        inlineValue = nil
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            inlineValue = String(word[word.index(after: equals)...])
            return String(word[..<equals])
        }
        return word
    }

    /// The value of the option just read, or nil (after printing a usage error naming
    /// `option` and `command`) when there is none.
    mutating func value(of option: String, command: String) -> String? {
        if let inlineValue {
            self.inlineValue = nil
            return inlineValue
        }
        guard index < arguments.count else {
            _ = Command.usageError("\(option) needs a value", hint: "breathe \(command) --help")
            return nil
        }
        index += 1
        return arguments[index - 1]
    }
}
