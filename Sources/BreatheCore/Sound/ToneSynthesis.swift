/// The tones of `--sound tone`, made by breathe itself as 16-bit mono PCM: no sound files
/// to ship, and a length that fits each phase. Every tone starts and ends in silence
/// (raised-cosine fades of at least `shortestFade`), so a player never clicks.
public enum ToneSynthesis {
    public static let sampleRate = 22_050
    /// The shortest fade in or out: below about 10 ms a fade is heard as a click.
    public static let shortestFade = 0.01
    /// The loudest sample at volume 100, as a share of full scale (headroom for players
    /// that add a little).
    public static let loudest = 0.9
    /// Glides move through a fifth: low enough to be soft, far enough to be heard.
    public static let lowHertz = 220.0
    public static let highHertz = 330.0
    static let holdHertz = 660.0
    static let closingHertz = (first: 523.25, second: 784.0)

    /// The tone as a WAV file.
    public static func wav(_ recipe: ToneRecipe) -> [UInt8] {
        wavFile(samples: samples(recipe), sampleRate: sampleRate)
    }

    /// The tone's samples.
    public static func samples(_ recipe: ToneRecipe) -> [Int16] {
        let count = Int((recipe.seconds * Double(sampleRate)).rounded(.down))
        let peak = loudest * Double(recipe.volume) / 100 * Double(Int16.max)
        let length = recipe.seconds
        var output = [Int16](repeating: 0, count: max(count, 0))
        var phase = 0.0
        for index in output.indices {
            let time = Double(index) / Double(sampleRate)
            let value: Double
            switch recipe.shape {
            case .rise, .fall:
                let (from, to) = recipe.shape == .rise ? (lowHertz, highHertz) : (highHertz, lowHertz)
                // An even glide to the ear: the pitch moves by equal ratios in equal times.
                let hertz = from * Elementary.pow(to / from, time / length)
                phase += 2 * Double.pi * hertz / Double(sampleRate)
                let envelope = fade(
                    time, length: length, in: min(max(0.3 * length, shortestFade), 0.5),
                    out: min(max(0.4 * length, shortestFade), 0.8))
                value = envelope * Elementary.sin(phase)
            case .holdChime:
                let ring = Elementary.exp(-time / 0.15)
                let envelope = fade(time, length: length, in: 0.012, out: max(0.03, 0.25 * length)) * ring
                value = 0.5 * envelope * Elementary.sin(2 * Double.pi * holdHertz * time)
            case .closingChime:
                let secondStart = 0.35
                let first = Elementary.sin(2 * Double.pi * closingHertz.first * time)
                var sum = Elementary.exp(-time / 0.35) * rise(time / 0.015) * first
                if time >= secondStart {
                    let since = time - secondStart
                    let second = Elementary.sin(2 * Double.pi * closingHertz.second * since)
                    sum += Elementary.exp(-since / 0.45) * rise(since / 0.015) * second
                }
                value = 0.6 * fade(time, length: length, in: 0.015, out: 0.3) * sum
            }
            output[index] = Int16(max(-32_767, min(32_767, (peak * value).rounded())))
        }
        return output
    }

    /// Raised-cosine fades at both ends: 0 at the first instant and at `length`.
    static func fade(_ time: Double, length: Double, in fadeIn: Double, out fadeOut: Double) -> Double {
        rise(time / fadeIn) * rise((length - time) / fadeOut)
    }

    /// Half a raised cosine: 0 at 0, 1 from 1 on.
    static func rise(_ fraction: Double) -> Double {
        guard fraction < 1 else { return 1 }
        guard fraction > 0 else { return 0 }
        return 0.5 - 0.5 * Elementary.cos(Double.pi * fraction)
    }

    /// A canonical 44-byte-header WAV of 16-bit mono samples, little-endian.
    public static func wavFile(samples: [Int16], sampleRate: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + samples.count * 2)
        func text(_ value: String) { bytes += Array(value.utf8) }
        func word32(_ value: Int) { for shift in
            stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        func word16(_ value: Int) { for shift in [0, 8] { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) } }
        let dataBytes = samples.count * 2
        text("RIFF"); word32(36 + dataBytes); text("WAVE")
        text("fmt "); word32(16); word16(1); word16(1)
        word32(sampleRate); word32(sampleRate * 2); word16(2); word16(16)
        text("data"); word32(dataBytes)
        for sample in samples { word16(Int(sample)) }
        return bytes
    }
}
