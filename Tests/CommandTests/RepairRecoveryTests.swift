import FITKit
import FITProfile
import Foundation
import Testing
import TestSupport

/// What `repair` recovers of files damaged as devices damage them: it keeps every message the bytes hold,
/// adds nothing a file of its type does not have, and writes only files that read back clean.
@Suite struct RepairRecoveryTests {
    static let t0 = MessyRides.morning

    /// Messages per name, as `dump` reads a file.
    static func counts(_ file: String) throws -> [String: Int] {
        let run = try Fitkit.run(["dump", file])
        #expect(run.status == 0, "\(file): \(run.stderr)")
        var counts: [String: Int] = [:]
        for line in run.stdout.split(separator: "\n") {
            let m = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            counts[m["message"] as? String ?? "?", default: 0] += 1
        }
        return counts
    }

    /// A swim-like file of one part: records, `hr` messages and lengths, a lap, a session and the activity.
    static func part(start: UInt32, records: Int) throws -> [UInt8] {
        let samples = (0..<records).map { i in
            MessyRides.Sample(time: start + UInt32(i), heartRate: 120, speed: 1, distance: Double(i))
        }
        let lengths = (0..<4).map { MessyRides.Length(start: start + UInt32($0 * 10), seconds: 10) }
        var bytes = try MessyRides.file(
            samples, session: .init(start: start, elapsed: Double(records - 1), timer: Double(records - 1)),
            lengths: lengths)
        // Heart rates kept apart as some straps write them: `hr` messages with their event times.
        var e = FITEncoder()
        for i in 0..<5 {
            try e.write([
                (HrField.timestamp, .time(start + UInt32(i * 5))), (.eventTimestamp, .number(Double(i * 5))),
                (.filteredBpm, .number(121))
            ])
        }
        let hr = Array(e.file().dropFirst(14).dropLast(2))
        var b = FITBuilder()
        b.records = Array(bytes.dropFirst(14).dropLast(2)) + hr
        bytes = b.file()
        return bytes
    }

    @Test(
        "a chained file whose first header's data size is 0: every message of both files recovered (hr messages, lengths, laps as they were), and the file reads back clean"
    )
    func chainedWithZeroDataSize() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = try Self.part(start: Self.t0, records: 60), b = try Self.part(start: Self.t0 + 100, records: 40)
        var chain = a + b
        for i in 4..<8 { chain[i] = 0 }  // the data size
        (chain[12], chain[13]) = (0, 0)  // no header CRC: the size was changed
        try Data(chain).write(to: URL(fileURLWithPath: folder + "/chain.fit"))
        try Data(a + b).write(to: URL(fileURLWithPath: folder + "/whole.fit"))
        let run = try Fitkit.run(["repair", folder + "/chain.fit", "-o", folder + "/r.fit"])
        #expect(run.status == 0, "\(run.stderr)")
        let whole = try Self.counts(folder + "/whole.fit"), repaired = try Self.counts(folder + "/r.fit")
        // By construction: 100 records, 10 hr, 8 lengths, 2 laps, 2 sessions; one file_id and one activity.
        #expect(whole["record"] == 100 && whole["hr"] == 10 && whole["length"] == 8)
        for name in ["record", "hr", "length", "lap", "session"] {
            #expect(repaired[name] == whole[name], "\(name): \(repaired[name] ?? 0) of \(whole[name] ?? 0)")
        }
        #expect(repaired["file_id"] == 1 && repaired["activity"] == 1)
        let strict = try Fitkit.run(["inspect", "--validation", "strict", folder + "/r.fit"])
        #expect(!strict.stdout.contains("bad header") && !strict.stdout.contains("CRC"), "\(strict.stdout)")
        if ReferenceDecoder.available {
            let read = try GarminRead.read([folder + "/r.fit"])
            #expect(read.first?.integrity == true && read.first?.errors.isEmpty == true)
        }
    }

    @Test("a course cut short, or with its size zeroed, stays a course: no session or activity added")
    func courseStaysACourse() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let points = (0..<200).map { i in
            MessyRides.Sample(
                time: Self.t0 + UInt32(i), distance: Double(i) * 5, latitude: 47 + Double(i) * 0.00005, longitude: 8)
        }
        let course = try MessyRides.file(points, type: .course)
        var zeroed = course
        for i in 4..<8 { zeroed[i] = 0 }
        (zeroed[12], zeroed[13]) = (0, 0)
        for (name, bytes) in [("cut", Array(course.prefix(course.count - 40))), ("zeroed", zeroed)] {
            try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/\(name).fit"))
            let run = try Fitkit.run(["repair", "\(folder)/\(name).fit", "-o", "\(folder)/\(name)-r.fit"])
            #expect(run.status == 0, "\(run.stderr)")
            let counts = try Self.counts("\(folder)/\(name)-r.fit")
            #expect(counts["session"] == nil && counts["activity"] == nil && counts["lap"] == nil, "\(name): \(counts)")
            #expect((counts["record"] ?? 0) >= 190)
            let dump = try Fitkit.run(["dump", "\(folder)/\(name)-r.fit"])
            #expect(dump.stdout.contains("\"type\":\"course\""))
        }
    }
}

/// Split then merge gives the ride back: its session's times within a second, each developer field described
/// once.
@Suite struct SplitMergeRoundTripTests {
    static func session(_ file: String) throws -> (elapsed: Double, timer: Double) {
        let run = try Fitkit.run(["dump", file])
        for line in run.stdout.split(separator: "\n") {
            let m = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            guard m["message"] as? String == "session", let f = m["fields"] as? [String: Any] else { continue }
            return (
                (f["total_elapsed_time"] as? NSNumber)?.doubleValue ?? -1,
                (f["total_timer_time"] as? NSNumber)?.doubleValue ?? -1
            )
        }
        return (-1, -1)
    }

    @Test(
        "split in three and merged: one developer_data_id and one description per field, and the session's elapsed and timer times within 1 s; a cut inside a pause or before trailing events too"
    )
    func roundTrip() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var rides = [(folder + "/home.fit", "+40s", "+80s")]
        try Data(try PrivacyEveryFieldTests.rideFromHome()).write(to: URL(fileURLWithPath: rides[0].0))
        // A real ride with a five-minute pause and events after its last record, cut inside the pause.
        let corpusRide = Paths.corpus.appendingPathComponent("richardbrodie__fit-rs/data/2015-07-20-12-09-25.fit").path
        if FileManager.default.fileExists(atPath: corpusRide) { rides.append((corpusRide, "+1m", "+8m")) }
        for (n, (ride, a, b)) in rides.enumerated() {
            let parts = "\(folder)/parts\(n)"
            let split = try Fitkit.run(["split", ride, "--at", a, "--at", b, "-o", parts])
            #expect(split.status == 0, "\(split.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: parts).sorted().map { parts + "/" + $0 }
            #expect(files.count == 3)
            let merged = "\(folder)/merged\(n).fit"
            let run = try Fitkit.run(["merge"] + files + ["-o", merged])
            #expect(run.status == 0, "\(run.stderr)")
            let before = try RepairRecoveryTests.counts(ride), after = try RepairRecoveryTests.counts(merged)
            #expect(after["field_description"] == before["field_description"], "\(after)")
            #expect(after["developer_data_id"] == before["developer_data_id"], "\(after)")
            #expect(after["record"] == before["record"])
            let (e0, t0) = try Self.session(ride), (e1, t1) = try Self.session(merged)
            #expect(abs(e0 - e1) <= 1 && abs(t0 - t1) <= 1, "\(ride): elapsed \(e0) -> \(e1), timer \(t0) -> \(t1)")
        }
    }
}
