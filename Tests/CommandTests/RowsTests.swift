import Foundation
import Testing
import TestSupport

/// `fitkit rows`: what the Spark job reads of every file.
@Suite struct RowsTests {
    static func rows(_ run: Shell.Run) throws -> [[String: Any]] {
        try run.stdout.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
    }

    @Test(
        "rows --schema lists every column the rows of the fixtures have, with the type of each value; only developer fields of records are left to other"
    )
    func schemaNamesEveryColumn() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(try Fitkit.run(["rows", "--schema"]).stdout.utf8))
        let tables = try #require(schema as? [String: [String: Any]])
        var types: [String: [String: String]] = [:]
        for (table, structType) in tables {
            for field in structType["fields"] as? [[String: Any]] ?? [] {
                types[table, default: [:]][field["name"] as? String ?? ""] = field["type"] as? String ?? "map"
            }
        }
        #expect(Set(types.keys) == ["activities", "laps", "records"])
        #expect(types["records"]?["other"] == "map")
        let run = try Fitkit.run([
            "rows", Paths.fixture("Activity.fit"), Paths.fixture("garmin-edge-820-bike.fit"),
            Paths.fixture("MonitoringFile.fit"), Paths.fixture("activity-unexpected-eof.fit")
        ])
        for row in try Self.rows(run) {
            let table = row["table"] as? String ?? ""
            for (key, value) in row where key != "table" {
                let type = try #require(types[table]?[key], "\(table).\(key) is not in the schema")
                switch value {
                case is NSNull: break
                case let n as NSNumber where type == "long": #expect(n.doubleValue == n.doubleValue.rounded(), "\(key)")
                case is NSNumber: #expect(type == "double" || type == "long", "\(table).\(key): \(type)")
                default: #expect(type == "string", "\(table).\(key): \(type)")
                }
            }
        }
    }

    @Test(
        "one activities row per file (a text file too), keys are the SHA-256 of the bytes, records and laps as inspect counts them; a tar stream on standard input gives the same rows"
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

/// `rows -` reads a tar stream member by member: the size limit holds for each member, not for the stream.
@Suite struct RowsStreamTests {
    @Test("a tar on standard input larger than --max-size gives every member's rows when each member is under it")
    func limitPerMember() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ["Activity.fit", "garmin-edge-820-bike.fit", "Edge810-Vector-2013-08-16-15-35-10.fit"]
        var sizes: [Int] = []
        for f in files {
            try FileManager.default.copyItem(atPath: Paths.fixture(f), toPath: folder + "/" + f)
            sizes.append(try FileManager.default.attributesOfItem(atPath: Paths.fixture(f))[.size] as? Int ?? 0)
        }
        let limit = sizes.max()! + 1
        #expect(sizes.reduce(0, +) > limit)
        let tar = try Shell.bash(
            "cd '\(folder)' && tar cf - \(files.joined(separator: " ")) | '\(Paths.fitkit)' rows --table activities --max-size \(limit) -"
        )
        #expect(tar.status == 0, "\(tar.stderr)")
        let rows = try RowsTests.rows(tar)
        #expect(rows.count == 3 && rows.allSatisfy { $0["status"] as? String == "activity" }, "\(rows)")
        // A member over the limit is that member's failure; the others are read.
        let small = try Shell.bash(
            "cd '\(folder)' && tar cf - \(files.joined(separator: " ")) | '\(Paths.fitkit)' rows --table activities --max-size \(sizes.min()! + 1) -"
        )
        #expect(try RowsTests.rows(small).filter { $0["status"] as? String == "activity" }.count == 1)
        #expect(small.stderr.contains("--max-size"), "\(small.stderr)")
    }
}
