import BreatheCore

/// A running session's next frames, drawn just after a frame while the caches are warm.
///
/// Between a session's phases, checkpoints and end, a tick changes nothing but the time
/// (`AppCore.quietTick`), so the frames of the next stretch are known before they are due:
/// the view draws each from the model at the instant the screen next changes. A frame
/// woken from its sleep then finds its grid drawn and only has it written (compared, or
/// sent again, by `FrameWriter`). After a sleep the processor's caches are cold, and what
/// a wake-up does not touch it does not pay for; drawn back to back, the same frames cost
/// a fraction. Nothing is written ahead: the writer still compares each grid with what the
/// terminal shows, so the bytes are those of frames drawn when due.
///
/// The frames are the model's only while its revision holds. A key, a signal, a phase's
/// end or a checkpoint makes a new revision (`AppModel.revision`), a resize a new size, and
/// the frames drawn before are dropped unshown.
struct FramesAhead {
    /// What the screen shows from `from` until `until` (monotonic seconds).
    struct Frame {
        let from: Double
        let until: Double
        let grid: CellGrid
    }

    /// The frame on the screen first (the one drawn when due), then those drawn ahead.
    private var frames: [Frame] = []
    /// The frame the screen shows now, in `frames`.
    private var current = 0
    private var revision: UInt64 = 0
    private var width = 0, height = 0

    /// A stretch's frames at most: a whole four-second breath in of box breathing at
    /// 80×24 takes about 26, most of one at 200×60 takes them all. A phase's end, a
    /// checkpoint or the session's end ends a stretch sooner.
    static let mostFrames = 48
    /// The grid of the last frame drawn when due, until `wait` draws the frames after it.
    private var drawnWhenDue: CellGrid?
    /// Frames shown from those drawn ahead, for the tests.
    private(set) var shownAhead = 0

    /// The grid to show for `model`: the one drawn ahead for its instant, or else drawn now.
    mutating func frame(for model: AppModel, view: FullScreenView, width: Int, height: Int) -> CellGrid {
        if let grid = grid(for: model, width: width, height: height) {
            drawnWhenDue = nil
            shownAhead += 1
            return grid
        }
        let grid = view.render(model, width: width, height: height)
        drawnWhenDue = grid
        return grid
    }

    /// Seconds until the view next changes on its own (`FullScreenView.wait`), asked after
    /// `frame(for:)` with the same model, as the loop asks. After a frame drawn when due,
    /// it draws the frames that follow it while the caches are warm.
    mutating func wait(for model: AppModel, view: FullScreenView, width: Int, height: Int, frameTook: Double) -> Double? {
        if let wait = waitForNextDrawn(from: model) { return wait }
        let wait = view.wait(model, width: width, height: height, frameTook: frameTook)
        if let wait, let shown = drawnWhenDue.take() {
            draw(after: model, shown: shown, wait: wait, view: view, width: width, height: height)
        }
        return wait
    }

    /// The grid drawn for `model` at this size, when one was: the frame whose stretch holds
    /// the model's instant. Nil, and every frame dropped, when none does.
    private mutating func grid(for model: AppModel, width: Int, height: Int) -> CellGrid? {
        guard let index = frameIndex(for: model, width: width, height: height) else {
            frames.removeAll(keepingCapacity: true)
            return nil
        }
        current = index
        return frames[index].grid
    }

    /// Seconds from the model's instant until the next frame drawn ahead is due, when
    /// another follows the one on the screen. `frame(for:)` has just found that one for
    /// this model, or dropped every frame.
    private func waitForNextDrawn(from model: AppModel) -> Double? {
        guard current + 1 < frames.count else { return nil }
        return max(0, frames[current].until - model.now.monotonic)
    }

    /// Draws the frames after `shown`, the grid just drawn for `model`, whose screen next
    /// changes `wait` seconds on: one at each instant the screen changes, for as long as
    /// ticks would change only the time.
    private mutating func draw(after model: AppModel, shown: CellGrid, wait: Double, view: FullScreenView, width: Int, height: Int) {
        frames.removeAll(keepingCapacity: true)
        current = 0
        revision = model.revision
        self.width = width
        self.height = height
        let start = model.now
        var instant = start.monotonic + wait
        frames.append(Frame(from: start.monotonic, until: instant, grid: shown))
        while frames.count < Self.mostFrames {
            let at = Instant(monotonic: instant, wall: start.wall.adding(seconds: Int64((instant - start.monotonic).rounded(.down))))
            guard let later = AppCore.quietTick(model, at: at) else { break }
            let grid = view.render(later, width: width, height: height)
            // The frames come as the loop's do, with no time taken to draw them.
            guard let next = view.wait(later, width: width, height: height, frameTook: 0) else {
                frames.append(Frame(from: instant, until: .infinity, grid: grid))
                break
            }
            frames.append(Frame(from: instant, until: instant + next, grid: grid))
            instant += next
        }
        // Only the frame drawn when due: nothing is ahead.
        if frames.count == 1 { frames.removeAll(keepingCapacity: true) }
    }

    /// The frame whose stretch holds the model's instant, among those drawn for its
    /// revision at this size, from the one on the screen on.
    private func frameIndex(for model: AppModel, width: Int, height: Int) -> Int? {
        guard !frames.isEmpty, model.revision == revision, width == self.width, height == self.height else { return nil }
        let now = model.now.monotonic
        var index = current
        while index < frames.count, frames[index].until <= now { index += 1 }
        guard index < frames.count, frames[index].from <= now else { return nil }
        return index
    }
}
