import Foundation
import Testing
import TestSupport
@testable import FITKit
@testable import FITProfile

/// What the commands print, read as a rider reads it: zone tables with their heading,
/// a multisport file's cadence per sport, local times by the rider's time zone, rides named by their titles.
@Suite struct ReadableOutputTests {
    static let t0 = MessyRides.morning

    static func write(_ bytes: [UInt8], _ path: String) throws { try Data(bytes).write(to: URL(fileURLWithPath: path)) }

    /// A brick: 20 min cycling at 90 rpm, then 20 min running at 170 steps a minute (FIT's running cadence counts
    /// one foot's strides: 85), one session each.
    static func brick() throws -> [UInt8] {
        var e = FITEncoder()
        try e.write([(FileIdField.type, .value(Profile.File.activity)), (.timeCreated, .time(t0))])
        for i in 0..<2400 {
            try e.write([
                (RecordField.timestamp, .time(t0 + UInt32(i))), (.heartRate, .number(i < 1200 ? 140 : 160)),
                (.cadence, .number(i < 1200 ? 90 : 85)), (.enhancedSpeed, .number(i < 1200 ? 9 : 3))
            ])
        }
        for (k, sport) in [Profile.Sport.cycling, .running].enumerated() {
            let start = t0 + UInt32(k * 1200)
            try e.write([
                (SessionField.timestamp, .time(start + 1199)), (.startTime, .time(start)),
                (.totalElapsedTime, .number(1199)), (.totalTimerTime, .number(1199)), (.sport, .value(sport))
            ])
        }
        return e.file()
    }

    @Test("zone tables have a heading; a multisport file's cadence is given per session, in each sport's unit")
    func zonesAndMultisport() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let zones = try Fitkit.run(["analyze", "--ftp", "280", "--lthr", "165", Paths.edge810])
        #expect(zones.stdout.contains("  power zones Coggan's, from FTP 280 W\n    Z1 active recovery"))
        #expect(zones.stdout.contains("  hr zones    from LTHR 165 bpm\n    Z1 recovery"))
        try Self.write(try Self.brick(), folder + "/brick.fit")
        let text = try Fitkit.run(["analyze", folder + "/brick.fit"])
        #expect(text.stdout.contains("1 cycling") && text.stdout.contains("avg 90 rpm"), "\(text.stdout)")
        #expect(text.stdout.contains("2 running") && text.stdout.contains("avg 170 spm"), "\(text.stdout)")
        let json = try Fitkit.run(["analyze", "--json", folder + "/brick.fit"])
        let report = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?[0])
        // No average of revolutions and strides together (it would say 87.5); each session's in the file's unit.
        #expect(report["avg_cadence"] is NSNull)
        let figures = try #require(report["session_figures"] as? [[String: Any]])
        #expect(figures.map { $0["avg_cadence"] as? Double } == [90, 85])
        #expect(figures.map { $0["avg_heart_rate"] as? Double } == [140, 160])
    }

    @Test("a device's offset of 3825 s shows as the zone +01:00; JSON keeps 3825")
    func localOffsetRounded() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(Rides.ride(start: Self.t0, serial: 1, utcOffset: 3825), folder + "/r.fit")
        let text = try Fitkit.run(["inspect", folder + "/r.fit"])
        #expect(text.stdout.contains("(local 2024-05-01T09:00:00+01:00)"), "\(text.stdout)")
        let json = try Fitkit.run(["inspect", "--json", folder + "/r.fit"])
        #expect(json.stdout.contains("\"utc_offset_s\": 3825"), "\(json.stdout)")
        #expect(try Fitkit.run(["import", "--library", folder + "/lib", folder + "/r.fit"]).status == 0)
        #expect(try Fitkit.run(["list", "--library", folder + "/lib"]).stdout.contains("2024-05-01 09:00"))
    }

    @Test("a library export is named by the ride's title and description; list names untitled rides")
    func titlesAndDescriptions() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(Rides.ride(start: Self.t0, serial: 1), folder + "/a.fit")
        try Self.write(Rides.ride(start: Self.t0 + 86_400 + 4 * 3600, serial: 2), folder + "/b.fit")
        let script = #"""
            import gzip, sys, zipfile
            d = sys.argv[1]
            with zipfile.ZipFile(d + '/export.zip', 'w') as z:
                z.writestr('activities.csv', 'Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Filename\n'
                           '111,"May 1, 2024",Col <du> Galibier,Ride,Windy & cold,activities/111.fit.gz\n')
                z.writestr('activities/111.fit.gz', gzip.compress(open(d + '/a.fit', 'rb').read()))
            """#
        #expect(try Shell.run("/usr/bin/python3", ["-c", script, folder]).status == 0)
        let lib = folder + "/lib"
        #expect(try Fitkit.run(["import", "--library", lib, folder + "/export.zip", folder + "/b.fit"]).status == 0)
        let gpx = try Fitkit.run(["export", "--gpx", "--library", lib, "-o", folder + "/1.gpx", "1"])
        #expect(gpx.status == 0, "\(gpx.stderr)")
        let xml = try String(contentsOfFile: folder + "/1.gpx", encoding: .utf8)
        #expect(
            xml.contains("<name>Col &lt;du&gt; Galibier</name>\n  <desc>Windy &amp; cold</desc>\n  <time>"),
            "\(xml.prefix(900))")
        #expect(try Schemas.xmllint("gpx-1.1.xsd", folder + "/1.gpx").status == 0)
        // An untitled ride: named as services name them, by the part of the day it started in and its sport.
        let list = try Fitkit.run(["list", "--library", lib]).stdout
        #expect(list.contains("Col <du> Galibier") && list.contains("Lunch Ride"), "\(list)")
    }

    @Test("analyze --csv --labels: the same columns, each headed by its label and unit from the metric table")
    func labelledCSV() throws {
        let keys = try Fitkit.run(["analyze", "--csv", Paths.edge810])
        let words = try Fitkit.run(["analyze", "--csv", "--labels", Paths.edge810])
        #expect(words.status == 0, "\(words.stderr)")
        let keyHeader = keys.stdout.split(separator: "\n").first?.split(separator: ",").map(String.init) ?? []
        let wordHeader = words.stdout.split(separator: "\n").first?.split(separator: ",").map(String.init) ?? []
        #expect(keyHeader.count == wordHeader.count && keyHeader.count > 30)
        let labelled = Dictionary(zip(keyHeader, wordHeader), uniquingKeysWith: { a, _ in a })
        #expect(labelled["avg_power"] == "Average power (W)" && labelled["work_kj"] == "Work (kJ)", "\(labelled)")
        #expect(labelled["avg_power_nonzero"] == "Average power while pedalling (W)", "\(labelled)")
        #expect(!wordHeader.contains { keyHeader.contains($0) }, "no column headed by its key: \(wordHeader)")
        // The rows are the same rows.
        #expect(keys.stdout.split(separator: "\n").dropFirst() == words.stdout.split(separator: "\n").dropFirst())
        #expect(try Fitkit.run(["analyze", "--labels", Paths.edge810]).status == 2)
    }
}
