import Foundation
import Testing
import TestSupport

/// `fitkit rows` (issue 34, item 3): what the Spark job reads of every file.
@Suite struct RowsTests {
    static func rows(_ run: Shell.Run) throws -> [[String: Any]] {
        try run.stdout.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
    }

    @Test(
        "34: one activities row per file (a text file too), keys are the SHA-256 of the bytes, records and laps as inspect counts them; a tar stream on standard input gives the same rows"
    )
    func rowsOfAFolderAndOfAStream() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            Paths.fixture("Activity.fit"), Paths.fixture("garmin-edge-820-bike.fit"),
            Paths.fixture("MonitoringFile.fit")
        ]
        for f in files {
            try FileManager.default.copyItem(atPath: f, toPath: folder + "/" + (f as NSString).lastPathComponent)
        }
        try "not a ride".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let run = try Fitkit.run(["rows", folder])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = try Self.rows(run)
        let activities = rows.filter { $0["table"] as? String == "activities" }
        #expect(activities.count == 4)
        #expect(
            activities.compactMap { $0["status"] as? String }.sorted() == [
                "activity", "activity", "not_activity", "skipped"
            ])
        for f in files {
            let sha = try Shell.run("/usr/bin/sha256sum", [f]).stdout.prefix(64)
            let row = activities.first { $0["file_sha256"] as? String == String(sha) }
            #expect(row != nil, "\(f)")
            guard row?["status"] as? String == "activity" else { continue }
            let inspected = try JSONSerialization.jsonObject(
                with: Data(try Fitkit.run(["inspect", "--json", f]).stdout.utf8))
            let inspect = (inspected as? [[String: Any]])?.first
            let records = rows.filter {
                $0["table"] as? String == "records" && $0["file_sha256"] as? String == String(sha)
            }
            #expect(records.count == inspect?["records"] as? Int)
            #expect(records.map { $0["record_index"] as? Int } == Array(0..<records.count))
            let laps = rows.filter { $0["table"] as? String == "laps" && $0["file_sha256"] as? String == String(sha) }
            #expect(laps.count == (inspect?["laps"] as? [Any])?.count)
        }
        // The same files as one tar stream: the same rows, but for the names.
        let tar = try Shell.bash("cd '\(folder)' && tar cf - *.fit notes.txt | '\(Paths.fitkit)' rows -")
        #expect(tar.status == 0)
        func strip(_ rows: [[String: Any]]) -> Set<NSDictionary> {
            Set(
                rows.map { r in
                    var r = r; r["file"] = nil; return r as NSDictionary
                })
        }
        #expect(
            strip(try Self.rows(tar).filter { $0["status"] as? String != "skipped" })
                == strip(rows.filter { $0["status"] as? String != "skipped" }))
    }
}
