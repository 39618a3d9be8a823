import Testing
@testable import BreatheCore

/// The one table of symbols: both sets complete, the ASCII set ASCII, each mark of a
/// picture told apart from the others without colour.
@Suite struct SymbolsTests {
    static let sets: [(name: String, symbols: Symbols)] = [("unicode", .unicode), ("ascii", .ascii)]

    /// Every set names the same symbols, none empty, with four shades and nine sparks.
    @Test func everySetHasEverySymbol() {
        let names = Symbols.unicode.named.map(\.name)
        #expect(names.count == 10 + 4 + 9)
        for (set, symbols) in Self.sets {
            #expect(symbols.named.map(\.name) == names, "set \(set)")
            for (name, symbol) in symbols.named { #expect(!symbol.isEmpty, "\(set).\(name) is empty") }
            #expect(symbols.shades.count == PracticeCalendar.shadeMinutes.count)
            #expect(symbols.spark.count == 9)
        }
    }

    /// The ASCII set holds nothing but printable ASCII: it is for terminals that cannot
    /// show more.
    @Test func theASCIISetIsASCII() {
        for (name, symbol) in Symbols.ascii.named {
            #expect(symbol.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }, "ascii.\(name) is \(symbol)")
        }
        #expect(Symbols.unicode.named.contains { !$0.symbol.unicodeScalars.allSatisfy(\.isASCII) })
    }

    /// A calendar's marks take one column each and differ from one another, so its
    /// columns line up and it reads without colour.
    @Test func calendarMarksAreOneColumnAndDistinct() {
        for (set, symbols) in Self.sets {
            let marks = [symbols.quiet, symbols.rest] + symbols.shades
            #expect(Set(marks).count == marks.count, "set \(set)")
            for mark in marks + symbols.spark + [symbols.today] { #expect(TextWidth.of(mark) == 1, "\(set): \(mark)") }
            #expect(Set(symbols.spark).count == symbols.spark.count, "set \(set)")
        }
    }

    /// The words as they were printed before the table: byte for byte.
    @Test func theSymbolsAreTheOnesBreatheAlwaysPrinted() {
        #expect(Symbols.chosen(ascii: false) == .unicode)
        #expect(Symbols.chosen(ascii: true) == .ascii)
        #expect([Symbols.unicode.separator, Symbols.unicode.check, Symbols.unicode.current, Symbols.unicode.bar] == [" · ", "✓", "→", "█"])
        #expect([Symbols.ascii.separator, Symbols.ascii.check, Symbols.ascii.current, Symbols.ascii.bar] == [" - ", "[x]", "->", "#"])
    }
}
