import FoundationEssentials
import Testing
@testable import BreatheTUI
@testable import BreatheCore

/// The full screen's progress page shows the calendar in its styles, and the terminal
/// draws them in colour, or plain when colour is off.
@Suite struct PictureCellsTests {
    /// The three-lesson program of the panel tests.
    let program: Program
    init() throws {
        program = try ProgramPanelsTests().program
    }

    /// The progress page on Wednesday 2 December 2026 after 25 minutes on Monday and 3
    /// today, reached from home with p, as the app reaches it. A freeze is earned every
    /// practice day, so Monday's covers Tuesday and the legend names rest days.
    func progressPage(glyphs: GlyphSet) -> CellGrid {
        var store = ProgressStore()
        store.append(ActivationRecord(id: "act", programID: "calm", at: LocalTimestamp(iso8601: "2026-11-30T08:00:00+01:00")!))
        for (id, start, minutes) in [("s1", "2026-11-30T09:00:00+01:00", 25.0), ("s2", "2026-12-02T09:00:00+01:00", 3.0)] {
            let at = LocalTimestamp(iso8601: start)!
            store.append(SessionRecord(id: id, programID: "calm", lessonID: "a", pattern: "relax", startedAt: at, endedAt: at, plannedSeconds: 120, practicedSeconds: minutes * 60, counted: true, endReason: .finished))
        }
        var settings = Settings()
        settings.freezes = FreezeRules(enabled: true, earnedEvery: 1, maximumBanked: 2)
        let context = AppContext(catalogue: Catalogue(programs: [program], warnings: []), settings: settings, mode: .fullScreen, sounds: false, ascii: glyphs == .ascii, makeID: { "id" })
        let now = Instant(monotonic: 100, wall: LocalTimestamp(iso8601: "2026-12-02T20:00:00+01:00")!)
        var (model, _) = AppCore.start(.home, context: context, store: store, at: now)
        _ = AppCore.update(&model, .key(.character("p")), at: now)
        guard case .progress = model.screen else { Issue.record("not on the progress page: \(model.screen)"); return CellGrid(width: 0, height: 0) }
        return FullScreenView(glyphs: glyphs, reducedMotion: false).render(model, width: 80, height: 30)
    }

    /// The cells of the row that begins with `label`, from its first column on.
    func row(_ grid: CellGrid, startingWith label: String) -> [Cell] {
        for row in 0..<grid.height {
            let cells = (0..<grid.width).map { grid[$0, row] }
            let text = String(String.UnicodeScalarView(cells.map(\.scalar)))
            if let range = text.range(of: label) {
                return Array(cells[text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound)...])
            }
        }
        Issue.record("no row with \(label)")
        return []
    }

    @Test(arguments: [GlyphSet.braille, .ascii])
    func theProgressPagesCalendarCarriesItsStyles(glyphs: GlyphSet) {
        let grid = progressPage(glyphs: glyphs)
        let symbols = glyphs.symbols
        let monday = row(grid, startingWith: "Mon ")
        #expect(monday.count > 4 && monday[4] == Cell(symbols.shades[3].unicodeScalars.first!, .shade3))
        let wednesday = row(grid, startingWith: "Wed ")
        #expect(wednesday.count > 4 && wednesday[4] == Cell(symbols.shades[0].unicodeScalars.first!, .shade0))
        // The legend (one line in 72 columns): each mark in its style, its words plain.
        let legend = row(grid, startingWith: symbols.quiet + " none")
        let styled = legend.filter { $0.style != .plain }
        #expect(styled.map(\.style) == [.shade0, .shade1, .shade2, .shade3, .rest])
        #expect(styled.map { String($0.scalar) } == symbols.shades + [symbols.rest])
        // The lessons above stay as they were.
        #expect(grid.text.contains(symbols.current + "  Arrive  (relax, 2:00)") || grid.text.contains(symbols.current + " Arrive  (relax, 2:00)"))
    }

    /// With colour, the terminal receives the calendar's 256 colours; without (NO_COLOR,
    /// --no-color, the setting), not one colour, the marks alone.
    @Test func theTerminalDrawsTheStylesInColourOrNot() {
        let grid = progressPage(glyphs: .braille)
        func bytes(color: Bool) -> String {
            var encoder = FrameEncoder(codes: TerminalCodes.ansi(color: color), width: grid.width)
            var bytes: [UInt8] = []
            for run in FrameWriter.changes(from: CellGrid(width: grid.width, height: grid.height), to: grid) { encoder.append(run, to: &bytes) }
            return String(decoding: bytes, as: UTF8.self)
        }
        let coloured = bytes(color: true), plain = bytes(color: false)
        #expect(coloured.contains("\u{1B}[38;5;40m█"))
        #expect(coloured.contains("\u{1B}[38;5;22m░"))
        #expect(coloured.contains("\u{1B}[38;5;75m○"))
        #expect(!plain.contains("38;5"))
        #expect(plain.contains("█") && plain.contains("░"))
    }

    /// Each picture style has a colour of its own, and maps back to its picture style.
    @Test func everyPictureStyleHasItsCellStyleAndColour() {
        let pictures: [PictureStyle] = [.shade(0), .shade(1), .shade(2), .shade(3), .rest]
        let codes = TerminalCodes.ansi(color: true)
        for picture in pictures {
            let style = CellStyle(picture)
            #expect(style.picture == picture)
            #expect(codes.colors?[style] == Array("\u{1B}[38;5;\(picture.paletteColour!)m".utf8))
        }
        #expect(CellStyle(.plain) == .plain)
        #expect(Set(pictures.map { CellStyle($0) }).count == pictures.count)
        #expect(TerminalCodes.ansi(color: false).colors == nil)
    }

    @Test func aGlyphSetGivesItsSymbols() {
        #expect(GlyphSet.braille.symbols == .unicode)
        #expect(GlyphSet.ascii.symbols == .ascii)
        #expect(GlyphSet.braille.separator == " · " && GlyphSet.ascii.separator == " - ")
    }
}
