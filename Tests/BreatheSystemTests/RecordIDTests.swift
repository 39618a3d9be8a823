import BreatheCore
import Testing
@testable import BreatheSystem

/// Record ids are version 4 UUIDs in lower case, from the system's random generator:
/// never all zeros, never the same twice.
@Suite struct RecordIDTests {
    @Test func anIdIsAVersionFourUUIDInLowerCase() {
        let ids = (0..<2_000).map { _ in newRecordID() }
        #expect(Set(ids).count == ids.count)
        for id in ids.prefix(200) {
            let groups = id.split(separator: "-", omittingEmptySubsequences: false).map(\.count)
            #expect(groups == [8, 4, 4, 4, 12], "\(id)")
            #expect(id.allSatisfy { "0123456789abcdef-".contains($0) }, "\(id)")
            #expect(Array(id)[14] == "4", "\(id)")
            #expect("89ab".contains(Array(id)[19]), "\(id)")
        }
        #expect(!ids.contains("00000000-0000-4000-8000-000000000000"))
        let ordered = newTimeOrderedRecordID()
        #expect(ordered.count == 13 + 1 + 36 && ordered.dropFirst(14).count == 36)
    }
}
