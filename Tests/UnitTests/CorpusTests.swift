import Foundation
import Testing
import TestSupport
@testable import FITKit

/// Real files: the fixtures in the package (always), and the shared corpus when it is beside the project.
@Suite struct CorpusTests {
    static let expected = (try? Paths.table(Paths.fixtures.appendingPathComponent("EXPECTED.tsv").path)) ?? []

    /// Garmin's decoder returns these counts (Fixtures/EXPECTED.tsv); fitkit must return the same where Garmin
    /// read the whole file, and at least as many where Garmin stopped with an error.
    @Test(arguments: expected)
    func fixtureDecodesLikeGarminsDecoder(row: [String: String]) throws {
        let path = Paths.fixtures.appendingPathComponent(row["fixture"]!).path
        let (messages, _) = FITDecoder.decodeAll(try Paths.bytes(path), options: DecodeOptions(validation: .lenient))
        let garmin = Int(row["garmin_messages"]!)!
        let garminRecords = Int(row["garmin_records"]!)!
        if row["garmin_error"]!.isEmpty {
            #expect(messages.count == garmin)
            #expect(messages.filter { $0.globalNumber == 20 }.count == garminRecords)
        } else {
            #expect(messages.count >= garmin)
        }
    }

    @Test func everyFixtureGetsTheCheckersVerdict() throws {
        let rows = try Paths.table(Paths.fixtures.appendingPathComponent("PROVENANCE.tsv").path)
        #expect(rows.count >= 16)
        // The FIT files (the table also names a route's GPX).
        for row in rows where row["fixture"]!.hasSuffix(".fit") {
            let path = Paths.fixtures.appendingPathComponent(row["fixture"]!).path
            let bytes = try Paths.bytes(path)
            let (messages, error) = FITDecoder.decodeAll(bytes)
            #expect(
                CheckerVerdict.matches(status: row["status"]!, kind: error?.kind),
                "\(path): \(String(describing: error))")
            if error != nil { #expect(!messages.isEmpty, "\(path): nothing kept before the error") }
        }
    }

    @Test func compressedTimestampFileDecodesToTheEnd() throws {
        // Garmin's decoder stops at byte 936 of this file; every record here has a compressed timestamp.
        let bytes = try Paths.bytes(Paths.fixture("compressed-speed-distance.fit"))
        let messages = try decode(bytes)
        let records = messages.filter { $0.name == "record" }
        #expect(records.count > 700)
        let times = records.compactMap { $0.time(RecordField.timestamp) }
        #expect(times.count == records.count)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        let distances = records.compactMap { $0.double(RecordField.distance) }
        #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
