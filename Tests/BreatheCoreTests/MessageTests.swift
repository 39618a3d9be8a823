import Testing
@testable import BreatheCore

/// The catalogue of words: every message in both languages, English as breathe has
/// always said it, Chinese as a Chinese reader would write it.
@Suite struct MessageTests {
    /// One of every case, with arguments that exercise plurals.
    static let samples: [Message] = EndReason.allCases.map(Message.ending) + [
        .lessonOf(number: 3, count: 10), .allLessonsCompleted(count: 10), .cycles(1), .cycles(8), .freePractice, .counted(true), .counted(false),
        .repeatOfCompleted, .paceRunBlock,
    ]

    @Test func everyMessageHasWordsInBothLanguages() {
        for message in Self.samples {
            let english = Words(.english)(message), chinese = Words(.simplifiedChinese)(message)
            #expect(!english.isEmpty && !chinese.isEmpty, "\(message)")
            #expect(english != chinese, "\(message) is not translated")
            // Chinese words are Chinese: at least one character from the CJK block.
            #expect(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(message): \(chinese)")
        }
    }

    @Test func englishAsItWas() {
        let words = Words.english
        #expect(words(.lessonOf(number: 3, count: 10)) == "Lesson 3 of 10")
        #expect(words(.allLessonsCompleted(count: 10)) == "All 10 lessons completed")
        #expect(words(.cycles(1)) == "1 cycle" && words(.cycles(8)) == "8 cycles")
        #expect(words(.ending(.quit)) == "ended early")
    }

    @Test func chineseAsAReaderWritesIt() {
        let words = Words(.simplifiedChinese)
        #expect(words(.lessonOf(number: 3, count: 10)) == "第 3 课，共 10 课")
        #expect(words(.allLessonsCompleted(count: 10)) == "全部 10 课已完成")
        #expect(words(.cycles(1)) == "1 轮" && words(.cycles(8)) == "8 轮")
        #expect(words(.ending(.quit)) == "提前结束")
    }
}
