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

    /// The independent checker's verdict (PROVENANCE.tsv `status`) against fitkit's strict decode.
    static func verdictMatches(status: String, error: FITError?) -> Bool {
        if status == "valid" { return error == nil }
        guard let error else { return false }
        // A last record running past the data size and past the end of the input is cut short either way.
        if status.contains("last record ends at") { return error.kind == .sizeMismatch || error.kind == .truncated }
        if status.contains("file CRC mismatch") && !status.contains("truncated") {
            return error.kind == .fileCRCMismatch
        }
        if status.contains("bad header") { return error.kind == .badHeader }
        if status.contains("undefined local type") { return error.kind == .undefinedLocalMessage }
        if status.contains("truncated") { return error.kind == .truncated }
        return false
    }

    @Test func everyFixtureGetsTheCheckersVerdict() throws {
        let rows = try Paths.table(Paths.fixtures.appendingPathComponent("PROVENANCE.tsv").path)
        #expect(rows.count >= 16)
        for row in rows {
            let path = Paths.fixtures.appendingPathComponent(row["fixture"]!).path
            let bytes = try Paths.bytes(path)
            let (messages, error) = FITDecoder.decodeAll(bytes)
            #expect(Self.verdictMatches(status: row["status"]!, error: error), "\(path): \(String(describing: error))")
            if error != nil { #expect(!messages.isEmpty, "\(path): nothing kept before the error") }
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: Paths.corpus.path)))
    func everySharedCorpusFileGetsTheCheckersVerdict() throws {
        let rows = try Paths.table(Paths.corpus.appendingPathComponent("PROVENANCE.tsv").path)
        #expect(rows.count == 173)
        for row in rows {
            let path = Paths.corpus.appendingPathComponent(row["file"]!).path
            let (messages, error) = FITDecoder.decodeAll(try Paths.bytes(path))
            #expect(Self.verdictMatches(status: row["status"]!, error: error), "\(path): \(String(describing: error))")
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
