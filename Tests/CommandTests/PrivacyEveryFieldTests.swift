import FITKit
import FITProfile
import Foundation
import Testing
import TestSupport

/// A privacy zone covers every position field of every message, in every FIT file fitkit writes and in
/// `rows`: checked on a ride made with a position at home in each kind of message that can hold one, by the
/// test's own haversine over what `dump` reads back of every field.
@Suite struct PrivacyEveryFieldTests {
    /// Home, and a zone of 150 m around it.
    static let home = (lat: 57.70180, lon: 11.97714)
    static let zone = "57.70180,11.97714,150"

    static func semicircles(_ degrees: Double) -> FITEncoder.Value {
        .number((degrees * 2_147_483_648 / 180).rounded())
    }

    /// 120 records a second apart from home northwards (0.0001° a second, 11 m/s: the first 13 within 150 m),
    /// each with a developer point (`poi lat`/`poi lon`, degrees) at home; a segment lap, a split, a jump and a
    /// weather report placed at home, a lap and a session starting there.
    static func rideFromHome() throws -> [UInt8] {
        let start = MessyRides.morning
        var e = FITEncoder()
        try e.write([
            (FileIdField.type, .value(Profile.File.activity)), (.manufacturer, .value(Profile.Manufacturer.garmin)),
            (.serialNumber, .number(1234)), (.timeCreated, .time(start))
        ])
        let (lat, lon) = (semicircles(home.lat), semicircles(home.lon))
        try e.write([
            (SegmentLapField.timestamp, .time(start + 20)), (.startTime, .time(start)), (.startPositionLat, lat),
            (.startPositionLong, lon), (.endPositionLat, semicircles(home.lat + 0.002)), (.endPositionLong, lon),
            (.necLat, semicircles(home.lat + 0.002)), (.necLong, lon), (.swcLat, lat), (.swcLong, lon)
        ])
        try e.write([
            (SplitField.timestamp, .time(start + 30)), (.startTime, .time(start)), (.startPositionLat, lat),
            (.startPositionLong, lon), (.endPositionLat, semicircles(home.lat + 0.003)), (.endPositionLong, lon)
        ])
        try e.write([(JumpField.timestamp, .time(start + 5)), (.positionLat, lat), (.positionLong, lon)])
        try e.write([
            (WeatherConditionsField.timestamp, .time(start + 1)), (.observedLocationLat, lat),
            (.observedLocationLong, lon)
        ])
        var body = Array(e.file().dropFirst(14).dropLast(2))
        // Developer fields, byte by byte: FITEncoder writes profile fields only.
        var b = FITBuilder()
        b.developerDataID(local: 10)
        b.fieldDescription(local: 11, number: 0, type: 0x88, name: "poi lat", units: "degrees")  // float32
        b.fieldDescription(local: 11, number: 1, type: 0x88, name: "poi lon", units: "degrees")
        b.define(
            local: 12, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
                .init(number: 1, size: 4, type: 0x85), .init(number: 5, size: 4, type: 0x86)
            ], developer: [(0, 4, 0), (1, 4, 0)])
        for t in 0..<UInt32(120) {
            let lat: Double = home.lat + 0.0001 * Double(t)
            let y = Int32(lat * 2_147_483_648 / 180)
            let x = Int32(home.lon * 2_147_483_648 / 180)
            let words: [UInt32] = [
                start + t, UInt32(bitPattern: y), UInt32(bitPattern: x), t * 1112, Float(home.lat).bitPattern,
                Float(home.lon).bitPattern
            ]
            b.data(local: 12, words.flatMap(le32))
        }
        body += b.records
        var tail = FITEncoder()
        try tail.write([
            (LapField.timestamp, .time(start + 119)), (.startTime, .time(start)), (.startPositionLat, lat),
            (.startPositionLong, lon), (.totalElapsedTime, .number(119)), (.totalTimerTime, .number(119)),
            (.sport, .value(Profile.Sport.cycling))
        ])
        try tail.write([
            (SessionField.timestamp, .time(start + 119)), (.startTime, .time(start)), (.startPositionLat, lat),
            (.startPositionLong, lon), (.necLat, semicircles(home.lat + 0.012)), (.necLong, lon), (.swcLat, lat),
            (.swcLong, lon), (.totalElapsedTime, .number(119)), (.totalTimerTime, .number(119)),
            (.sport, .value(Profile.Sport.cycling))
        ])
        try tail.write([(ActivityField.timestamp, .time(start + 119)), (.numSessions, .number(1))])
        body += tail.file().dropFirst(14).dropLast(2)
        var whole = FITBuilder()
        whole.records = body
        return whole.file()
    }

    static func metres(_ lat: Double, _ lon: Double) -> Double { PrivacyZoneTests.metres((lat, lon), home) }

    /// Every point of every message `dump` reads of a file: each `X_lat` with its `X_long` (semicircles),
    /// and each developer `… lat` with its `… lon` (degrees), named by message and field.
    static func points(_ file: String) throws -> [(what: String, lat: Double, lon: Double)] {
        let run = try Fitkit.run(["dump", file])
        #expect(run.status == 0, "\(run.stderr)")
        var points: [(String, Double, Double)] = []
        for line in run.stdout.split(separator: "\n") {
            let m = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            let name = m["message"] as? String ?? ""
            let fields = m["fields"] as? [String: Any] ?? [:]
            for (key, value) in fields where key.hasSuffix("_lat") {
                guard let y = (value as? NSNumber)?.doubleValue,
                    let x = (fields[String(key.dropLast(4)) + "_long"] as? NSNumber)?.doubleValue
                else { continue }
                points.append(("\(name).\(key)", y * 180 / 2_147_483_648, x * 180 / 2_147_483_648))
            }
            let developer = m["developer_fields"] as? [String: Any] ?? [:]
            if let y = (developer["poi lat"] as? NSNumber)?.doubleValue,
                let x = (developer["poi lon"] as? NSNumber)?.doubleValue
            {
                points.append(("\(name).poi", y, x))
            }
        }
        return points
    }

    /// Names of the messages of a file with a field of this name and a value.
    static func holding(_ file: String, _ field: String) throws -> Set<String> {
        let run = try Fitkit.run(["dump", file])
        var names = Set<String>()
        for line in run.stdout.split(separator: "\n") {
            let m = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            if (m["fields"] as? [String: Any])?[field] != nil { names.insert(m["message"] as? String ?? "") }
        }
        return names
    }

    @Test(
        "crop, split, merge and repair leave every position within a zone out of every message (segment laps, splits, jumps, weather, laps, sessions, developer fields), and keep the rest"
    )
    func everyMessageOfEveryWrittenFile() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ride = folder + "/ride.fit"
        try Data(try Self.rideFromHome()).write(to: URL(fileURLWithPath: ride))
        // The made file holds home in every kind of message (what the test checks is really there).
        let original = try Self.points(ride)
        let atHome = Set(
            original.filter { Self.metres($0.lat, $0.lon) <= 150 }.map { $0.what.split(separator: ".")[0] })
        #expect(
            atHome.isSuperset(of: [
                "segment_lap", "split", "jump", "weather_conditions", "record", "lap", "session"
            ]), "\(atHome)")
        #expect(original.contains { $0.what == "record.poi" })

        let runs: [[String]] = [
            ["crop", ride, "--from", "+0s", "--to", "+100s", "-o", folder + "/crop.fit"],
            ["split", ride, "--at", "+60s", "-o", folder + "/split"],
            ["repair", ride, "-o", folder + "/repair.fit"]
        ]
        for arguments in runs {
            let run = try Fitkit.run(arguments + ["--privacy-zone", Self.zone])
            #expect(run.status == 0, "\(arguments[0]): \(run.stderr)")
        }
        let parts = try FileManager.default.contentsOfDirectory(atPath: folder + "/split").sorted().map {
            folder + "/split/" + $0
        }
        #expect(parts.count == 2)
        let merged = try Fitkit.run(["merge"] + parts + ["-o", folder + "/merge.fit", "--privacy-zone", Self.zone])
        #expect(merged.status == 0, "\(merged.stderr)")
        for file in [folder + "/crop.fit", folder + "/repair.fit", folder + "/merge.fit"] + parts {
            let points = try Self.points(file)
            let inside = points.filter { Self.metres($0.lat, $0.lon) <= 150 }
            #expect(inside.isEmpty, "\(file): \(inside.map(\.what))")
            // What lies outside stays: records away from home keep their positions.
            #expect(points.contains { $0.what == "record.position_lat" }, "\(file)")
        }
        // Messages other than records are kept, only their positions within the zone left out.
        #expect(try Self.holding(folder + "/repair.fit", "end_position_lat").contains("segment_lap"))
        #expect(try Self.holding(folder + "/crop.fit", "timestamp").isSuperset(of: ["jump", "weather_conditions"]))
    }

    @Test("rows leaves positions within a zone out of its record rows, developer coordinates too")
    func rowsApplyZones() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ride = folder + "/ride.fit"
        try Data(try Self.rideFromHome()).write(to: URL(fileURLWithPath: ride))
        func records(_ extra: [String]) throws -> [[String: Any]] {
            let run = try Fitkit.run(["rows", "--table", "records", ride] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            return try RowsTests.rows(run)
        }
        let all = try records([])
        let hidden = try records(["--privacy-zone", Self.zone])
        #expect(all.count == 120 && hidden.count == 120)
        func inside(_ rows: [[String: Any]], _ lat: String, _ lon: String) -> Int {
            rows.filter { r in
                guard let y = r[lat] as? Double, let x = r[lon] as? Double else { return false }
                return Self.metres(y, x) <= 150
            }.count
        }
        #expect(inside(all, "latitude", "longitude") == 14)
        #expect(inside(all, "poi_lat", "poi_lon") == 120)
        #expect(inside(hidden, "latitude", "longitude") == 0)
        #expect(inside(hidden, "poi_lat", "poi_lon") == 0)
        #expect(hidden.filter { $0["latitude"] is Double }.count == 106)
    }

    @Test("a zone south of the equator or west of Greenwich is taken as written: --privacy-zone -33.86,151.21,500")
    func negativeValues() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ride = folder + "/ride.fit"
        try Data(try Self.rideFromHome()).write(to: URL(fileURLWithPath: ride))
        let south = try Fitkit.run([
            "export", "--gpx", "--privacy-zone", "-33.86,151.21,500", "-o", folder + "/a.gpx", ride
        ])
        #expect(south.status == 0, "\(south.stderr)")
        let west = try Fitkit.run([
            "crop", ride, "--to", "+60s", "--privacy-zone", "-0.1,-0.1,5", "-o", folder + "/c.fit"
        ])
        #expect(west.status == 0, "\(west.stderr)")
        let heat = try Fitkit.run(["heatmap", "--bbox", "-1,-1,20,60", "-o", folder + "/h.png", ride])
        #expect(heat.status == 0, "\(heat.stderr)")
    }

    @Test("a privacy.conf that is a link to nothing, unreadable or malformed stops the command, naming the file")
    func brokenConfig() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ride = folder + "/ride.fit"
        try Data(try Self.rideFromHome()).write(to: URL(fileURLWithPath: ride))
        let config = folder + "/config/fitkit"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder + "/config"
        func export() throws -> Shell.Run {
            try Shell.run(
                Paths.fitkit, ["export", "--gpx", "--overwrite", "-o", folder + "/a.gpx", ride],
                environment: environment)
        }
        #expect(try export().status == 0)  // no file: no zones
        try FileManager.default.removeItem(atPath: folder + "/a.gpx")
        try FileManager.default.createSymbolicLink(
            atPath: config + "/privacy.conf", withDestinationPath: folder + "/gone")
        let dangling = try export()
        #expect(dangling.status == 2 && dangling.stderr.contains("privacy.conf"), "\(dangling.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.gpx"))
        try FileManager.default.removeItem(atPath: config + "/privacy.conf")
        try "57.7,11.9\n".write(toFile: config + "/privacy.conf", atomically: true, encoding: .utf8)
        let malformed = try export()
        #expect(malformed.status == 2 && malformed.stderr.contains("privacy.conf, line 1"), "\(malformed.stderr)")
    }
}
