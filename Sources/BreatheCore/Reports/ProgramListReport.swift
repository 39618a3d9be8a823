/// `breathe programs`: every program, the active one marked.
public enum ProgramListReport {
    /// Two lines a program: the id (to type in `breathe start`), the title and, once
    /// begun, where the person is, as the chooser says it (`ChooserEntry`: "Lesson 1 of 10
    /// done today" where home says so); then the summary and the number of lessons, under
    /// the title. Both wrap to `width`, their later lines under the title.
    public static func lines(
        _ entries: [ChooserEntry], activeMark: String, separator: String, words: Words = .english,
        width: Int = .max) -> [String] {
        let idWidth = entries.map(\.program.id.columns).max() ?? 0
        let column = activeMark.columns + 1 + idWidth + 2
        // The column under the title, unless it would leave the summary too narrow to read.
        let indent = width - column >= 24 ? column : 4
        return entries.flatMap { entry in
            let program = entry.program
            let mark = entry.isActive ? activeMark : String(repeating: " ", count: activeMark.columns)
            let place = entry.report.placeOnceStarted(today: entry.today, separator: separator, words: words)
            let parts = [program.title(words)] + [place].compactMap { $0 }
                + (program.source == .builtIn ? [] : [words(.yourFile)])
            let title = "\(mark) \(program.id.padded(to: idWidth))  " + parts.joined(separator: separator)
            let summary = words(.programDetail(summary: program.summaryText, lessons: program.lessons.count))
            return TextWrap.lines(title, width: width, hangingIndent: indent)
                + TextWrap.lines(summary, width: width - indent).map { String(repeating: " ", count: indent) + $0 }
        }
    }

    public struct Entry: Encodable, Sendable {
        let id: String
        let title: String
        let summary: String
        let lessonCount: Int
        let active: Bool
        let builtIn: Bool
        let file: String?
        let currentNodeIndex: Int

        enum CodingKeys: String,
        CodingKey { case id, title, summary, lessonCount, active, builtIn, file, currentNodeIndex }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(summary, forKey: .summary)
            try container.encode(lessonCount, forKey: .lessonCount)
            try container.encode(active, forKey: .active)
            try container.encode(builtIn, forKey: .builtIn)
            try container.encode(file, forKey: .file)
            try container.encode(currentNodeIndex, forKey: .currentNodeIndex)
        }
    }

    public static func entries(_ catalogue: Catalogue, store: ProgressStore) -> [Entry] {
        let active = ActiveChoice(store: store, catalogue: catalogue).programID
        return catalogue.programs.map { program in
            var file: String?
            if case .file(let path) = program.source { file = path }
            return Entry(
                id: program.id, title: program.title, summary: program.summary,
                lessonCount: program.lessons.count, active: program.id == active,
                builtIn: program.source == .builtIn, file: file,
                currentNodeIndex: ProgramProgress(program: program, store: store).currentNodeIndex)
        }
    }
}
