import Testing
@testable import BreatheCore

/// The tones are checked as a listener would hear them: their length against the phase,
/// silence at both ends (no click), the pitch moving the right way, and the loudness.
@Suite struct ToneSynthesisTests {
    static let rate = Double(ToneSynthesis.sampleRate)

    /// Hertz, from the zero crossings of `samples[range]`.
    func pitch(_ samples: [Int16], from start: Double, to end: Double) -> Double {
        let first = Int(start * Self.rate), last = Int(end * Self.rate)
        var crossings = 0
        for index in (first + 1)..<last where (samples[index - 1] < 0) != (samples[index] < 0) { crossings += 1 }
        return Double(crossings) / 2 / (end - start)
    }

    func peak(_ samples: some Collection<Int16>) -> Int { samples.map { abs(Int($0)) }.max() ?? 0 }

    @Test func theFileIsA16BitMonoPCMWave() {
        let recipe = ToneRecipe(.phase(.inhale, seconds: 4), volume: 30)
        let bytes = ToneSynthesis.wav(recipe)
        func word32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        func word16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func text(_ at: Int) -> String { String(decoding: bytes[at..<(at + 4)], as: UTF8.self) }
        #expect(text(0) == "RIFF" && text(8) == "WAVE" && text(12) == "fmt " && text(36) == "data")
        #expect(word32(4) == bytes.count - 8)
        #expect(word32(16) == 16)
        #expect(word16(20) == 1, "PCM")
        #expect(word16(22) == 1, "one channel")
        #expect(word32(24) == 22_050)
        #expect(word32(28) == 44_100, "bytes a second")
        #expect(word16(32) == 2 && word16(34) == 16)
        #expect(word32(40) == bytes.count - 44)
        // 3 s of samples, the longest glide.
        #expect(word32(40) == 2 * Int(3 * 22_050.0))
        // The samples are the ones `samples` makes, little-endian.
        let samples = ToneSynthesis.samples(recipe)
        #expect(Int16(truncatingIfNeeded: word16(44 + 2 * 5000)) == samples[5000])
    }

    @Test(arguments: [0.5, 1.0, 2.5, 4.0, 8.0, 60.0])
    func everyToneIsShorterThanItsPhase(seconds: Double) {
        for kind in BreathPhaseKind.allCases {
            let recipe = ToneRecipe(.phase(kind, seconds: seconds), volume: 30)
            #expect(recipe.seconds < seconds, "\(kind) \(seconds)")
            #expect(recipe.seconds > 0)
            #expect(ToneSynthesis.samples(recipe).count == Int(recipe.seconds * Self.rate))
        }
        #expect(ToneRecipe(.phase(.inhale, seconds: seconds), volume: 30).seconds <= 3)
        #expect(ToneRecipe(.phase(.holdFull, seconds: seconds), volume: 30).seconds <= 0.45)
    }

    @Test(arguments: ToneRecipe.Shape.allCases)
    func everyToneStartsAndEndsInSilence(shape: ToneRecipe.Shape) {
        let cue: Cue = switch shape {
        case .rise: .phase(.inhale, seconds: 4)
        case .fall: .phase(.exhale, seconds: 8)
        case .holdChime: .phase(.holdFull, seconds: 7)
        case .closingChime: .closing
        }
        let samples = ToneSynthesis.samples(ToneRecipe(cue, volume: 100))
        let loudest = peak(samples)
        #expect(loudest > 5000)
        #expect(abs(Int(samples.first!)) <= 1 && abs(Int(samples.last!)) <= loudest / 100, "\(samples.first!) \(samples.last!)")
        // A fade of 10 ms or more: in the first and last 2 ms the tone is still quiet.
        let twoMs = Int(0.002 * Self.rate)
        #expect(peak(samples.prefix(twoMs)) < loudest / 5, "start")
        #expect(peak(samples.suffix(twoMs)) < loudest / 5, "end")
        // No sample jumps: the largest step is what a sine at these pitches can take.
        let steps = zip(samples, samples.dropFirst()).map { abs(Int($1) - Int($0)) }
        #expect(steps.max()! < Int(Double(loudest) * 2 * Double.pi * 900 / Self.rate) + 2)
    }

    @Test func inRisesAndOutFalls() {
        let rise = ToneSynthesis.samples(ToneRecipe(.phase(.inhale, seconds: 4), volume: 30))
        let fall = ToneSynthesis.samples(ToneRecipe(.phase(.exhale, seconds: 8), volume: 30))
        let (riseStart, riseEnd) = (pitch(rise, from: 0.1, to: 0.5), pitch(rise, from: 2.5, to: 2.9))
        let (fallStart, fallEnd) = (pitch(fall, from: 0.1, to: 0.5), pitch(fall, from: 2.5, to: 2.9))
        #expect(riseEnd > riseStart * 1.3, "\(riseStart) → \(riseEnd)")
        #expect(fallEnd < fallStart / 1.3, "\(fallStart) → \(fallEnd)")
        #expect((215...250).contains(riseStart) && (300...335).contains(riseEnd))
        #expect((300...335).contains(fallStart) && (215...250).contains(fallEnd))
    }

    @Test func theClosingChimeIsTwoNotesTheSecondHigher() {
        let chime = ToneSynthesis.samples(ToneRecipe(.closing, volume: 30))
        let first = pitch(chime, from: 0.05, to: 0.3)
        let second = pitch(chime, from: 0.7, to: 1.0)
        #expect(abs(first - 523) < 20, "\(first)")
        #expect(abs(second - 784) < 40, "\(second)")
    }

    @Test func theVolumeSetsTheLoudness() {
        func loudest(_ volume: Int) -> Int { peak(ToneSynthesis.samples(ToneRecipe(.phase(.inhale, seconds: 4), volume: volume))) }
        let full = Double(Int16.max) * ToneSynthesis.loudest
        for volume in [1, 30, 100] {
            let expected = full * Double(volume) / 100
            #expect(abs(Double(loudest(volume)) - expected) <= expected * 0.01 + 1, "volume \(volume)")
        }
        // Out of range is held to it, never beyond full scale.
        #expect(ToneRecipe(.closing, volume: 500).volume == 100)
        #expect(ToneRecipe(.closing, volume: -3).volume == 1)
    }

    @Test func theHoldChimeIsQuieterThanTheGlides() {
        let chime = peak(ToneSynthesis.samples(ToneRecipe(.phase(.holdFull, seconds: 4), volume: 30)))
        let glide = peak(ToneSynthesis.samples(ToneRecipe(.phase(.inhale, seconds: 4), volume: 30)))
        #expect(chime < glide * 6 / 10)
    }

    @Test func recipesNameTheirFilesApart() {
        let recipes = Set(BreathPhaseKind.allCases.flatMap { kind in [0.5, 4, 7].map { ToneRecipe(.phase(kind, seconds: $0), volume: 30) } } + [ToneRecipe(.closing, volume: 30), ToneRecipe(.closing, volume: 31)])
        #expect(Set(recipes.map(\.fileName)).count == recipes.count)
    }
}

@Suite struct SoundChoiceTests {
    static let player = SoundTool.players[0], speaker = SoundTool.speakers[0]

    static func machine(players: Bool, speakers: Bool, ssh: Bool = false) -> SoundChoice.Machine {
        SoundChoice.Machine(players: players ? [player] : [], speakers: speakers ? [speaker] : [], overSSH: ssh)
    }

    @Test(arguments: [
        // mode, players, speakers, over SSH, sound here → output, note contains
        (SoundMode.off, true, true, false, false, "silent", nil),
        (.bell, false, false, false, false, "bell", nil),
        (.bell, true, true, true, false, "bell", nil),
        (.tone, true, false, false, false, "tone", nil),
        (.tone, false, true, false, false, "bell", "No sound player"),
        (.tone, true, true, true, false, "bell", "Over SSH, tones"),
        (.tone, true, true, true, true, "tone", nil),
        (.voice, true, true, false, false, "voice", nil),
        (.voice, true, false, false, false, "tone", "No speech tool was found"),
        (.voice, false, false, false, false, "bell", "no sound player"),
        (.voice, true, true, true, false, "bell", "Over SSH, the voice"),
        (.voice, false, true, true, true, "voice", nil),
    ] as [(SoundMode, Bool, Bool, Bool, Bool, String, String?)])
    func choice(mode: SoundMode, players: Bool, speakers: Bool, ssh: Bool, here: Bool, output: String, note: String?) {
        let choice = SoundChoice.choose(mode, on: Self.machine(players: players, speakers: speakers, ssh: ssh), soundHere: here)
        let got = switch choice.output {
        case .silent: "silent"
        case .bell: "bell"
        case .tone: "tone"
        case .voice: "voice"
        }
        #expect(got == output)
        let said = choice.note.map(Words.english.say)
        if let note { #expect(said?.contains(note) == true, "\(said ?? "no note")") } else { #expect(choice.note == nil) }
    }

    @Test func aBellTellsOutFromInByCount() {
        #expect(Cue.phase(.inhale, seconds: 4).bells == 1)
        #expect(Cue.phase(.topUp, seconds: 1).bells == 1)
        #expect(Cue.phase(.holdFull, seconds: 7).bells == 1)
        #expect(Cue.phase(.exhale, seconds: 8).bells == 2)
        #expect(Cue.closing.bells == 3)
        #expect(Cue.phase(.exhale, seconds: 8).spokenWords() == "Breathe out")
        #expect(Cue.phase(.holdEmpty, seconds: 8).spokenWords() == "Hold")
    }

    @Test func theToolsAreCalledWithTheVolume() {
        #expect(SoundTool.players.map(\.name) == ["pw-play", "paplay", "aplay"])
        #expect(SoundTool.players[2].command(playing: "/f.wav", volume: 30) == ["aplay", "-q", "/f.wav"])
        #expect(Self.speaker.command(playing: "Hold", volume: 30) == ["spd-say", "-i", "-40", "Hold"])
        #expect(SoundTool.speakers[1].command(playing: "Hold", volume: 100) == ["espeak-ng", "-a", "200", "Hold"])
    }
}
