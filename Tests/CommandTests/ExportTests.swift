import Foundation
import Testing
import TestSupport
@testable import FITExport
@testable import FITInput
@testable import FITKit
@testable import FITSupport

/// `fitkit export`, run as users run it, its outputs read back with independent readers: xmllint against the
/// published schemas, JSONSerialization, CSV split by hand. Expected values come from `fitkit dump`, which
/// equals Garmin's decoder on every corpus file (docs/CONFORMANCE.md).
@Suite struct ExportTests {

    /// The records `fitkit dump` prints, as dictionaries of their fields.
    static func dumpedRecords(_ path: String) throws -> [[String: Any]] {
        let run = try Fitkit.run(["dump", path])
        return try run.stdout.split(separator: "\n").compactMap { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            return object["message"] as? String == "record" ? object["fields"] as? [String: Any] : nil
        }
    }

    static func degrees(_ semicircles: Any?) -> Double? {
        (semicircles as? NSNumber).map { $0.doubleValue * 180 / 2_147_483_648 }
    }

    /// Exports `input` to a new folder; returns the folder, the run and the written file's text.
    static func export(_ arguments: [String], _ input: String, name: String)
        throws -> (folder: String, run: Shell.Run, text: String)
    {
        let folder = try Shell.temporaryFolder()
        let run = try Fitkit.run(["export"] + arguments + ["-o", folder + "/" + name, input])
        let text = (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
        return (folder, run, text)
    }

    /// Child element names of every element called `parent`, in document order.
    static func childSequences(_ xml: String, of parent: String) -> [[String]] {
        var result: [[String]] = []
        var rest = Substring(xml)
        while let open = rest.range(of: "<\(parent)>") {
            let close = rest.range(of: "</\(parent)>", range: open.upperBound..<rest.endIndex)!
            let body = rest[open.upperBound..<close.lowerBound]
            var names: [String] = []
            var depth = 0
            var i = body.startIndex
            while let lt = body[i...].firstIndex(of: "<") {
                let gt = body[lt...].firstIndex(of: ">")!
                let tag = body[body.index(after: lt)..<gt]
                if tag.hasPrefix("/") {
                    depth -= 1
                } else {
                    if depth == 0 { names.append(String(tag.split(separator: " ")[0])) }
                    if !tag.hasSuffix("/") { depth += 1 }
                }
                i = body.index(after: gt)
            }
            result.append(names)
            rest = rest[close.upperBound...]
        }
        return result
    }

    static func isInOrder(_ names: [String], _ order: [String]) -> Bool {
        let positions = names.map { order.firstIndex(of: $0) ?? -1 }
        return !positions.contains(-1) && positions == positions.sorted() && Set(positions).count == positions.count
    }

    @Test func gpxIsValidAndHasEveryPositionedRecord() throws {
        let (folder, run, gpx) = try Self.export(["--gpx", "--waypoints"], Paths.edge810, name: "ride.gpx")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run.status == 0)
        #expect(try Schemas.xmllint("gpx-1.1.xsd", folder + "/ride.gpx").status == 0)
        let records = try Self.dumpedRecords(Paths.edge810).filter { $0["position_lat"] != nil }
        let points = gpx.components(separatedBy: "<trkpt ").dropFirst()
        #expect(points.count == records.count)
        let first = try #require(points.first), last = try #require(points.last)
        #expect(first.contains("<time>\(records[0]["timestamp"]!)</time>"))
        #expect(last.contains("<time>\(records.last!["timestamp"]!)</time>"))
        let lat = Double(first.split(separator: "\"")[1])!, lon = Double(first.split(separator: "\"")[3])!
        #expect(abs(lat - Self.degrees(records[0]["position_lat"])!) < 1e-7)
        #expect(abs(lon - Self.degrees(records[0]["position_long"])!) < 1e-7)
        #expect(first.contains("<gpxtpx:hr>\(records[0]["heart_rate"]!)</gpxtpx:hr>"))
        // TrackPointExtension v2's sequence (Garmin's TrackPointExtensionv2.xsd).
        let order = [
            "gpxtpx:atemp", "gpxtpx:wtemp", "gpxtpx:depth", "gpxtpx:hr", "gpxtpx:cad", "gpxtpx:speed",
            "gpxtpx:course", "gpxtpx:bearing"
        ]
        #expect(Self.childSequences(gpx, of: "gpxtpx:TrackPointExtension").allSatisfy { Self.isInOrder($0, order) })
        #expect(gpx.components(separatedBy: "<wpt ").count - 1 == 8)  // one per lap (inspect lists 8)
    }

    /// GPX to a file is written in one pass (sessions and timer stops learned as they stream by, the sessions'
    /// sports from a quick pass before); to standard output in two. Both must give the same bytes, on every fixture.
    @Test func gpxInOnePassEqualsGPXInTwo() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var compared = 0
        for name in Shell.files(in: Paths.fixtures.path + "/dtcooper__python-fitparse") where name.hasSuffix(".fit") {
            let input = Paths.fixture(name)
            let file = try Fitkit.run(["export", "--gpx", "-o", folder + "/\(name).gpx", input])
            let piped = try Fitkit.run(["export", "--gpx", "-o", "-", input])
            #expect(file.status == piped.status, "\(name)")
            guard file.status == 0 else { continue }
            #expect(try String(contentsOfFile: folder + "/\(name).gpx", encoding: .utf8) == piped.stdout, "\(name)")
            compared += 1
        }
        #expect(compared >= 5)
    }

    @Test func tcxIsValidWithItsLapsAndTrackpoints() throws {
        let (folder, run, tcx) = try Self.export(["--tcx"], Paths.edge810, name: "ride.tcx")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run.status == 0)
        #expect(try Schemas.xmllint("TrainingCenterDatabasev2.xsd", folder + "/ride.tcx").status == 0)
        let records = try Self.dumpedRecords(Paths.edge810)
        #expect(tcx.components(separatedBy: "<Trackpoint>").count - 1 == records.count)
        #expect(tcx.components(separatedBy: "<Lap StartTime=").count - 1 == 8)
        #expect(tcx.contains("<Activity Sport=\"Biking\">"))
        // ActivityExtension v2's sequences (Garmin's ActivityExtensionv2.xsd).
        #expect(
            Self.childSequences(tcx, of: "ns3:TPX").allSatisfy {
                Self.isInOrder($0, ["ns3:Speed", "ns3:RunCadence", "ns3:Watts"])
            })
        #expect(
            Self.childSequences(tcx, of: "ns3:LX").allSatisfy {
                Self.isInOrder(
                    $0,
                    [
                        "ns3:AvgSpeed", "ns3:MaxBikeCadence", "ns3:AvgRunCadence", "ns3:MaxRunCadence",
                        "ns3:Steps", "ns3:AvgWatts", "ns3:MaxWatts"
                    ])
            })
    }

    @Test func geojsonFollowsRFC7946() throws {
        let (folder, run, text) = try Self.export(["--geojson", "--points"], Paths.edge810, name: "ride.geojson")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run.status == 0)
        let root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        #expect(root["type"] as? String == "FeatureCollection")
        let features = root["features"] as! [[String: Any]]
        let track = features[0]["geometry"] as! [String: Any]
        #expect(track["type"] as? String == "LineString")
        let line = track["coordinates"] as! [[Double]]
        let records = try Self.dumpedRecords(Paths.edge810).filter { $0["position_lat"] != nil }
        #expect(line.count == records.count && line.count >= 2)
        // Longitude first (RFC 7946 §3.1.1), in range, at most three values.
        #expect(line.allSatisfy { (2...3).contains($0.count) && abs($0[0]) <= 180 && abs($0[1]) <= 90 })
        #expect(abs(line[0][0] - Self.degrees(records[0]["position_long"])!) < 1e-7)
        #expect(abs(line[0][1] - Self.degrees(records[0]["position_lat"])!) < 1e-7)
        let properties = features[0]["properties"] as! [String: Any]
        #expect(properties["sport"] as? String == "cycling")
        #expect((properties["total_distance"] as? Double).map { abs($0 - 41339.38) < 0.01 } == true)  // session
        #expect(features.count == 1 + records.count)
        let point = features[1]["properties"] as! [String: Any]
        #expect(point["heart_rate"] as? Int == records[0]["heart_rate"] as? Int)
    }

    @Test func csvReadsBackAsTheDecodedRecords() throws {
        let (folder, run, csv) = try Self.export(["--csv"], Paths.edge810, name: "ride.csv")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run.status == 0)
        let lines = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let header = lines[0].map(String.init)
        #expect(header.prefix(2) == ["timestamp", "elapsed_time (s)"])
        #expect(header.contains("heart_rate (bpm)") && header.contains("latitude (deg)"))
        #expect(lines.allSatisfy { $0.count == header.count })
        let records = try Self.dumpedRecords(Paths.edge810)
        #expect(lines.count - 1 == records.count)
        let hr = header.firstIndex(of: "heart_rate (bpm)")!, power = header.firstIndex(of: "power (watts)")!
        for (row, record) in zip(lines.dropFirst(), records) {
            #expect(String(row[0]) == record["timestamp"] as? String)
            #expect(Int(row[hr]) == record["heart_rate"] as? Int)
            #expect(Int(row[power]) == record["power"] as? Int)
        }
    }

    @Test func lapAndSessionTablesHaveOneRowEach() throws {
        let (folder, laps, lapCSV) = try Self.export(["--csv", "--laps"], Paths.edge810, name: "laps.csv")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(laps.status == 0)
        #expect(lapCSV.split(separator: "\n").count == 1 + 8)
        let (folder2, _, sessionCSV) = try Self.export(["--csv", "--sessions"], Paths.edge810, name: "s.csv")
        defer { try? FileManager.default.removeItem(atPath: folder2) }
        let rows = sessionCSV.split(separator: "\n")
        #expect(rows.count == 2)
        #expect(rows[1].contains(",cycling,") && rows[1].contains(",41339.38,"))
    }

    @Test func rawCSVHasARowPerMessageAndPerDefinition() throws {
        let input = Paths.fixture("Activity.fit")
        let (folder, run, csv) = try Self.export(["--csv", "--raw"], input, name: "m.csv")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run.status == 0)
        let lines = csv.split(separator: "\n")
        #expect(lines[0].hasPrefix("Type,Local Number,Message,Field 1,Value 1,Units 1"))
        #expect(lines.filter { $0.hasPrefix("Data,") }.count == 22)  // Garmin's decoder: 22 messages
        #expect(lines.contains { $0.hasPrefix("Definition,0,file_id,") })
        let width = lines[0].split(separator: ",", omittingEmptySubsequences: false).count
        #expect(lines.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == width })
    }

    @Test func aRideWithoutPositionsSaysSoAndWritesNoTrack() throws {
        let input = Paths.fixture("DeveloperData.fit")
        for format in ["--gpx", "--geojson", "--tcx"] {
            let (folder, run, _) = try Self.export([format], input, name: "out")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect(run.status == 1)
            // TCX writes trackpoints without a position (trainer rides), but these records have no time either.
            #expect(run.stderr.contains(format == "--tcx" ? "no timed records" : "no positions"))
            #expect(Shell.files(in: folder).isEmpty)
        }
        let (folder, csv, text) = try Self.export(["--csv"], input, name: "out.csv")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(csv.status == 0 && text.hasPrefix("timestamp,"))
    }

    /// Recipe: a zip made by Python's zipfile, as Strava's bulk export is laid out: `activities.csv`,
    /// `activities/N.fit.gz` (gzip), a plain `.fit`, a `.gpx` and a `.tcx.gz`.
    @Test func aStravaBulkExportExportsInOneCommand() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = """
            import gzip, shutil, sys, zipfile
            a, b, out = sys.argv[1:4]
            with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
                z.writestr('activities.csv', 'Activity ID,Filename\\n1,activities/1.fit.gz\\n')
                z.writestr('activities/1.fit.gz', gzip.compress(open(a, 'rb').read()))
                z.writestr('activities/2.fit', open(b, 'rb').read())
                z.writestr('activities/3.gpx', '<gpx/>')
                z.writestr('activities/4.tcx.gz', gzip.compress(b'<tcx/>'))
            """
        let made = try Shell.run(
            "/usr/bin/python3",
            [
                "-c", script, Paths.edge810, Paths.fixture("Activity.fit"),
                folder + "/export.zip"
            ])
        #expect(made.status == 0)
        let run = try Fitkit.run(["export", "--gpx", "-o", folder + "/out", folder + "/export.zip"])
        #expect(run.status == 0)
        #expect(Shell.files(in: folder + "/out") == ["1.gpx", "2.gpx"])
        #expect(run.stderr.contains("exported 2 to GPX; skipped 3 (3 not a FIT file); failed 0"))
        let gpx = try String(contentsOfFile: folder + "/out/1.gpx", encoding: .utf8)
        #expect(
            gpx.components(separatedBy: "<trkpt ").count - 1
                == (try Self.dumpedRecords(Paths.edge810).filter { $0["position_lat"] != nil }.count))
    }

    @Test func compressedFilesTarballsAndStandardInputAreRead() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let activity = Paths.fixture("Activity.fit")
        let setup = try Shell.bash(
            """
            set -e; mkdir in; cp '\(activity)' in/a.fit; gzip -c '\(activity)' > ride.fit.gz
            tar czf rides.tar.gz in; tar cJf rides.tar.xz in; tar --zstd -cf rides.tar.zst in
            """, in: folder)
        #expect(setup.status == 0)
        for input in ["ride.fit.gz", "rides.tar.gz", "rides.tar.xz", "rides.tar.zst"] {
            let run = try Fitkit.run(["export", "--csv", "-o", "-", input], in: folder)
            #expect(run.status == 0, "\(input): \(run.stderr)")
            #expect(run.stdout.split(separator: "\n").count == 1 + 14, "\(input)")  // Garmin: 14 records
        }
        let piped = try Fitkit.run(["export", "--csv", "-o", "-", "-"], stdin: folder + "/ride.fit.gz")
        #expect(piped.status == 0 && piped.stdout.split(separator: "\n").count == 15)
    }

    @Test func outputsAreNamedAfterInputsAndNeverOverwriteEachOther() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let activity = Paths.fixture("Activity.fit")
        _ = try Shell.bash("mkdir -p x y out && cp '\(activity)' x/ride.fit && cp '\(activity)' y/ride.fit", in: folder)
        let run = try Fitkit.run(["export", "--csv", "-o", "out", "x", "y"], in: folder)
        #expect(run.status == 0)
        #expect(Shell.files(in: folder + "/out") == ["ride-2.csv", "ride.csv"])
        // Existing outputs are kept unless --overwrite is given.
        try "mine".write(toFile: folder + "/out/ride.csv", atomically: true, encoding: .utf8)
        // an output skipped because it exists is success, unless --fail-on-exists.
        let again = try Fitkit.run(["export", "--csv", "-o", "out/", "x/ride.fit"], in: folder)
        #expect(again.status == 0)
        #expect(again.stderr.contains("exists (give --overwrite to replace it)"))
        let strict = try Fitkit.run(
            ["export", "--csv", "--fail-on-exists", "-o", "out/", "x/ride.fit"], in: folder)
        #expect(strict.status == 1)
        #expect(try String(contentsOfFile: folder + "/out/ride.csv", encoding: .utf8) == "mine")
        let forced = try Fitkit.run(["export", "--csv", "--overwrite", "-o", "out/", "x/ride.fit"], in: folder)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: folder + "/out/ride.csv", encoding: .utf8).hasPrefix("timestamp,"))
    }

    @Test func oneBadFileFailsAloneAndLeavesNothingBehind() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Fitkit.run([
            "export", "--gpx", "-o", folder,
            Paths.fixture("activity-unexpected-eof.fit"), Paths.edge810
        ])
        #expect(run.status == 1)
        #expect(Shell.files(in: folder) == ["Edge810-Vector-2013-08-16-15-35-10.gpx"])
        let errors = run.stderr.split(separator: "\n")
        #expect(errors.contains { $0.contains("activity-unexpected-eof.fit: truncated at byte") })
        #expect(errors.last?.contains("exported 1 to GPX; failed 1") == true)
    }

    @Test func aFullDiskFailsCleanlyWithNothingHalfWritten() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A 64 KiB file size limit stands in for a full disk: writes past it fail with EFBIG.
        let run = try Shell.bash(
            "trap '' XFSZ; ulimit -f 64; exec '\(Paths.fitkit)' export --gpx -o out.gpx '\(Paths.edge810)'",
            in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot write out.gpx: File too large"))
        #expect(Shell.files(in: folder).isEmpty)
    }

    @Test func filtersSelectBySportAndStartTime() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The ride starts 2013-08-16T18:05:10Z and is cycling.
        let cases: [([String], Bool)] = [
            (["--sport", "cycling"], true), (["--sport", "running"], false),
            (["--since", "2013-08-16"], true), (["--since", "2013-08-17"], false),
            (["--until", "2013-08-16"], true), (["--until", "2013-08-16T18:00:00Z"], false)
        ]
        for (arguments, kept) in cases {
            let run = try Fitkit.run(
                ["export", "--csv", "--overwrite", "-o", folder + "/"] + arguments + [Paths.edge810])
            #expect((run.status == 0) == kept, "\(arguments)")
        }
        #expect(try Fitkit.run(["export", "--csv", "--since", "yesterday", Paths.edge810]).status == 2)
        #expect(try Fitkit.run(["export", "--gpx", "--laps", Paths.edge810]).status == 2)
    }
}

/// GeoJSON geometries whose positions all have one dimension.
@Suite struct GeoJSONDimensionTests {
    /// a ride whose first two records have a position but no altitude, the rest 100 m and
    /// up: every position of the LineString is 3-D, the first two taking the first altitude (100 m); a ride
    /// without altitude is 2-D throughout.
    @Test("every position of a GeoJSON track has the same dimension")
    func positionsShareTheirDimension() throws {
        var b = FITBuilder()
        b.fileID(serial: 1, type: 4)
        b.define(
            local: 1, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
                .init(number: 1, size: 4, type: 0x85), .init(number: 2, size: 2, type: 0x84)
            ])
        for t in UInt32(0)..<10 {
            // altitude: (raw / 5) - 500 m; 0xFFFF is invalid (no altitude).
            let altitude: UInt16 = t < 2 ? 0xFFFF : UInt16((600 + t) * 5)
            b.data(local: 1, le32(1_000_000_000 + t) + le32(500_000_000 + t * 1000) + le32(70_000_000) + le16(altitude))
        }
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(b.file()).write(to: URL(fileURLWithPath: folder + "/ride.fit"))
        let run = try Fitkit.run(["export", "--geojson", "-o", "-", folder + "/ride.fit"])
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let track =
            ((json["features"] as! [[String: Any]])[0]["geometry"] as! [String: Any])["coordinates"] as! [[Double]]
        #expect(track.count == 10 && track.allSatisfy { $0.count == 3 })
        #expect(track[0][2] == 102 && track[1][2] == 102 && track[2][2] == 102 && track[9][2] == 109)

        let flat = try Fitkit.run(["export", "--geojson", "-o", "-", Paths.fixture("Activity.fit")])
        if let json = try? JSONSerialization.jsonObject(with: Data(flat.stdout.utf8)) as? [String: Any],
            let geometry = (json["features"] as? [[String: Any]])?.first?["geometry"] as? [String: Any],
            let line = geometry["coordinates"] as? [[Double]]
        {
            #expect(Set(line.map(\.count)).count == 1)
        }
    }
}

/// Trainer rides, without a position, in the format trainer rides are usually shared in.
@Suite struct IndoorTCXTests {
    /// 120 records of power, heart rate and cadence without positions, a lap and a session:
    /// the TCX has 120 trackpoints, none with a Position, and validates against the TCX v2 schema.
    @Test("an indoor ride exports as TCX")
    func indoorRideExportsAsTCX() throws {
        var b = FITBuilder()
        let start: UInt32 = 1_000_000_000
        b.fileID(serial: 8, type: 4)
        b.define(
            local: 1, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 7, size: 2, type: 0x84),
                .init(number: 3, size: 1, type: 0x02), .init(number: 4, size: 1, type: 0x02)
            ])
        for t in UInt32(0)..<120 { b.data(local: 1, le32(start + t) + le16(200) + [140, 90]) }
        let totals: [FITBuilder.F] = [
            .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
            .init(number: 7, size: 4, type: 0x86), .init(number: 8, size: 4, type: 0x86)
        ]
        b.define(local: 2, global: 19, totals)
        b.data(local: 2, le32(start + 119) + le32(start) + le32(119_000) + le32(119_000))
        b.define(
            local: 3, global: 18,
            totals + [.init(number: 5, size: 1, type: 0x00), .init(number: 6, size: 1, type: 0x00)])
        b.data(local: 3, le32(start + 119) + le32(start) + le32(119_000) + le32(119_000) + [2, 6])  // cycling, indoor
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(b.file()).write(to: URL(fileURLWithPath: folder + "/trainer.fit"))
        let run = try Fitkit.run(["export", "--tcx", "-o", folder + "/trainer.tcx", folder + "/trainer.fit"])
        #expect(run.status == 0, "\(run.stderr)")
        let tcx = try String(contentsOfFile: folder + "/trainer.tcx", encoding: .utf8)
        #expect(tcx.components(separatedBy: "<Trackpoint>").count - 1 == 120 && !tcx.contains("<Position>"))
        #expect(try Schemas.xmllint("TrainingCenterDatabasev2.xsd", folder + "/trainer.tcx").status == 0)
    }
}

/// Several formats in one run.
@Suite struct SeveralFormatsTests {
    /// `--gpx --csv` writes both for each input into the folder (it failed with
    /// "had already been set"); a single file as -o is refused for several formats; the usage line no longer
    /// shows the formats as if all four were required.
    @Test("several formats in one run")
    func severalFormatsInOneRun() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Fitkit.run([
            "export", "--gpx", "--csv", "-o", folder + "/out/", Paths.fixture("Activity.fit"), Paths.edge810
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            Shell.files(in: folder + "/out") == [
                "Activity.csv", "Activity.gpx", "Edge810-Vector-2013-08-16-15-35-10.csv",
                "Edge810-Vector-2013-08-16-15-35-10.gpx"
            ])
        #expect(try Schemas.xmllint("gpx-1.1.xsd", folder + "/out/Activity.gpx").status == 0)
        let single = try Fitkit.run([
            "export", "--gpx", "--csv", "-o", folder + "/one.gpx", Paths.fixture("Activity.fit")
        ])
        #expect(single.status == 2 && single.stderr.contains("several formats go to a folder"))
        let usage = try Fitkit.run(["export", Paths.fixture("Activity.fit")])
        #expect(usage.status == 2 && !usage.stderr.contains("--csv|--gpx|--geojson|--tcx"))
    }
}
