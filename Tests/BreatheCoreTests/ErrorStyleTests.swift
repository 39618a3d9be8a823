import Testing
@testable import BreatheCore

/// One style for every refusal, in every language (issue 35): after "breathe: " an
/// English refusal begins in lower case unless its first word is a name (a path, an
/// option, TERM, BOLT), and neither language ends one with a full stop; what the person
/// typed is quoted as the language quotes ('loud'; “loud”), never in ASCII quotes in
/// Chinese. The samples are every refusal the catalogue has.
@Suite struct ErrorStyleTests {
    /// The samples of the cases named, each name found at least once.
    static func named(_ samples: [any Phrases], _ names: Set<String>) -> [any Phrases] {
        let found = samples.filter { names.contains(caseName($0)) }
        precondition(Set(found.map(caseName)) == names, "no sample of \(names.subtracting(found.map(caseName)))")
        return found
    }

    static func caseName(_ value: Any) -> String {
        if let label = Mirror(reflecting: value).children.first?.label { return label }
        return String(String(reflecting: value).split(separator: ".").last ?? "")
    }

    static let plans: [PlanError] = [
        .minutesOutOfRange(500), .cyclesOutOfRange(0), .noBreath, .tooLong(seconds: 9000),
        .rampPhasesDiffer(from: "4-6", to: "4-7-8"), .rampTooShort(1),
    ]

    static let refusals: [any Phrases] =
        UsagePhrase.samples.filter { if case .tryHelp = $0 { false } else { true } } as [any Phrases]
        + PatternError.samples as [any Phrases] + plans as [any Phrases]
        + SettingsProblem.samples as [any Phrases] + ClockRefusal.samples as [any Phrases]
        + TerminalProblem.samples as [any Phrases] + StoreProblem.samples as [any Phrases]
        + FileProblem.samples as [any Phrases] + RRProblem.samples as [any Phrases]
        + OutputPhrase.samples as [any Phrases]
        + named(JournalPhrase.samples, ["notPrivate", "folderRefused", "unreadable", "undecodable"])
        + named(SyncPhrase.samples, ["refused", "configuredFolderRefused", "off", "settingsNotWritten"])
        + named(TransferPhrase.samples, [
            "noSuchFile", "importFromNewer", "importDamaged", "syncIsOff", "syncFolderUnusable",
            "adoptedSettingsNotWritten", "outputInOwnFolder",
        ])
        + named(ConfigPhrase.samples, [
            "changeTimeNotKept", "unknownSetting", "homeNotSet", "bellMustBeTrueOrFalse", "jsonOnlyShows",
            "mustBeInRange", "mustBeTrueOrFalse", "mustBeSoundMode", "mustBeLanguage", "mustBeAbsolutePath",
        ])
        + named(StartupPhrase.samples, ["noHome", "nothingPractised", "statusNewer", "statusUnreadable", "jsonNotEncoded"])
        + named(BoltPhrase.samples, ["needsATerminal"]) + named(RoundsPhrase.samples, ["noOneToEndHolds"])

    /// A first word that is a name keeps its capitals: all capitals, or not a word of
    /// letters alone ("TERM=dumb", "/d/progress.json", "--minutes").
    static func beginsRight(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase else { return true }
        let word = text.prefix { $0 != " " && $0 != ":" && $0 != "," }
        return word.allSatisfy { $0.isUppercase || !$0.isLetter } || !word.allSatisfy(\.isLetter)
    }

    @Test func everyRefusalHasOneStyle() {
        #expect(Self.refusals.count > 150, "\(Self.refusals.count)")
        for refusal in Self.refusals {
            let english = refusal.english, chinese = refusal.chinese
            #expect(Self.beginsRight(english), "\(refusal): \(english)")
            #expect(!english.hasSuffix("."), "\(refusal): \(english)")
            #expect(!chinese.hasSuffix("。"), "\(refusal): \(chinese)")
            #expect(!chinese.contains("'"), "\(refusal): \(chinese)")
        }
    }

    /// The style holds where values are typed: a usage error and a setting typed after
    /// `breathe config` quote the same way.
    @Test func aTypedValueIsQuotedTheSameWayEverywhere() throws {
        let sound = try #require(Settings.declaration(for: "sound"))
        guard case .failure(let refused) = sound.value(typed: "loud") else { Issue.record("loud was taken"); return }
        #expect(refused.description == "sound: must be off, tone, voice or bell, not 'loud'")
        #expect(Words.english(UsagePhrase.unknownSound("loud")).hasSuffix("not 'loud'"))
    }

    /// A refusal names what to do, not only what is wrong: `breathe status` sends a person
    /// to `breathe history` for it, which must then say it (a store linked to /dev/zero).
    @Test func aStoreLinkedToADeviceSaysWhatToDo() {
        let problem = StoreProblem.linkToNonFile(path: "/d/progress.json", target: "/dev/zero")
        #expect(Words.english(problem).hasSuffix("Point the link at your store, or remove it and breathe starts a new store"))
        #expect(Words(.simplifiedChinese)(problem).hasSuffix("或者删除它，breathe 会新建一个进度文件"))
    }
}
