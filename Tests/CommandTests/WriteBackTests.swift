import Foundation
import Testing
import TestSupport
@testable import FITEdit
@testable import FITKit

/// `repair`, `crop`, `split`, `merge` and `convert`, run as users run them; every file written is
/// judged by Garmin's decoder with its integrity check (`GarminRead`), and compared with what that decoder
/// reads of the input: never with fitkit's own reading.
@Suite(.enabled(if: ReferenceDecoder.available, Comment(rawValue: ReferenceDecoder.missing)))
struct WriteBackTests {
    static let ride = Paths.fixture("garmin-edge-820-bike.fit")
    static let developer = Paths.fixture("elemnt-bolt-no-application-id-inside-developer-data-id.fit")
    static let compressed = Paths.fixture("compressed-speed-distance.fit")
    static let strava = Paths.fixture("strava-android-app-201.10-b1218918.fit")

    /// Damaged copies of a file, named by what is wrong.
    static func damaged(_ bytes: [UInt8], chainedWith other: [UInt8]) throws -> [(String, [UInt8])] {
        var variants: [(String, [UInt8])] = []
        let header = Int(bytes[0])
        for fraction in [0.15, 0.4, 0.65, 0.9, 0.999] {
            let cut = header + Int(Double(bytes.count - header) * fraction)
            variants.append(("truncated-\(cut)", Array(bytes[..<cut])))
        }
        var zero = bytes
        for i in 4..<8 { zero[i] = 0 }
        if header == 14 { (zero[12], zero[13]) = (0, 0) }
        variants.append(("data-size-0", zero))
        var wrong = bytes
        wrong[5] = wrong[5] &+ 3  // 768 bytes more than there are
        variants.append(("data-size-wrong", wrong))
        if header == 14 {
            var crc = bytes
            crc[12] ^= 0xFF
            variants.append(("header-crc", crc))
        }
        var fileCRC = bytes
        fileCRC[fileCRC.count - 1] ^= 0xFF
        variants.append(("file-crc", fileCRC))
        variants.append(("chained", bytes + other))
        variants.append(("no-summaries", try Self.withoutSummaries(bytes)))
        return variants
    }

    /// The file without its laps, sessions and activity message (written by the test through the encoder's
    /// raw-message path).
    static func withoutSummaries(_ bytes: [UInt8]) throws -> [UInt8] {
        var encoder = FITEncoder()
        for m in RecoveredFile.read(bytes).messages
        where ![MessageNumber.lap, MessageNumber.session, MessageNumber.activity].contains(m.globalNumber) {
            encoder.append(m)
        }
        return encoder.file()
    }

    static func sources() -> [String] {
        var files = [ride, developer, compressed, strava]
        // A few corpus rides when the corpus is there: small ones, so that Garmin's decoder reads them fast.
        let corpus = Paths.activityFiles().filter {
            let size = (try? FileManager.default.attributesOfItem(atPath: $0))?[.size] as? Int ?? 0
            return $0.hasPrefix(Paths.corpus.path) && (20_000...120_000).contains(size)
        }
        files += stride(from: 0, to: corpus.count, by: max(1, corpus.count / 4)).prefix(4).map { corpus[$0] }
        return files
    }

    @Test(
        "every damaged variant (truncated at many offsets, sizes and CRCs broken, chained, summaries removed) is repaired into a file Garmin's decoder reads with its integrity check and no error"
    )
    func repairDamagedVariants() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var outputs: [(name: String, input: String, output: String, source: String)] = []
        var originals: [String: String] = [:]
        var refused: Set<String> = []
        for (n, source) in Self.sources().enumerated() {
            let bytes = try Paths.bytes(source)
            let original = "\(folder)/original-\(n).fit"
            try Data(bytes).write(to: URL(fileURLWithPath: original))
            originals[source] = original
            for (name, variant) in try Self.damaged(bytes, chainedWith: try Paths.bytes(Self.ride)) {
                let input = "\(folder)/\(n)-\(name).fit", output = "\(folder)/\(n)-\(name)-repaired.fit"
                try Data(variant).write(to: URL(fileURLWithPath: input))
                let run = try Fitkit.run(["repair", input, "-o", output, "--json"])
                if run.status == 1 && run.stderr.contains("no records") { refused.insert(input) }
                #expect(run.status == 0 || refused.contains(input), "\(source) \(name): \(run.stderr)")
                outputs.append((name, input, output, source))
            }
        }
        let written = outputs.filter { !refused.contains($0.input) }
        let truncated = outputs.filter { $0.name.hasPrefix("truncated") }
        let read = try GarminRead.read(
            written.map(\.output) + truncated.map(\.input) + Self.sources().map { originals[$0]! })
        let byFile = Dictionary(uniqueKeysWithValues: read.map { ($0.file, $0) })
        for (name, input, output, source) in outputs {
            if refused.contains(input) {
                // Refused only when Garmin's decoder too finds no record before the cut.
                #expect(byFile[input]?.records.isEmpty == true, "\(source) \(name) was refused")
                continue
            }
            guard let r = byFile[output], let o = byFile[originals[source]!] else {
                Issue.record("\(output) was not read")
                continue
            }
            #expect(r.integrity && r.errors.isEmpty, "\(source) \(name): \(r.errors)")
            #expect(r.count("session") >= 1 && r.count("activity") == 1, "\(source) \(name)")
            #expect(r.count("file_id") == o.count("file_id"), "\(source) \(name)")
            // Nothing is lost where nothing was cut off; a cut keeps every record Garmin's decoder reads before it.
            if !o.errors.isEmpty {
                // Garmin's decoder cannot read the original whole (its Python decoder has no compressed
                // timestamps): what it reads of the repaired file is at least that.
                #expect(
                    r.records.count >= o.records.count && (r.records.count > 0 || name.hasPrefix("truncated")),
                    "\(source) \(name)")
            } else if name.hasPrefix("truncated") {
                let before = byFile[input]?.records.count ?? .max
                #expect(r.records.count >= before && r.records.count <= o.records.count, "\(source) \(name)")
            } else if name == "chained" {
                #expect(r.records.count > o.records.count, "\(source) \(name)")
            } else {
                #expect(
                    r.records.count == o.records.count, "\(source) \(name): \(r.records.count) of \(o.records.count)")
            }
        }
    }

    @Test(
        "repair says what it fixed, writes an intact file as it is, and fails with exit 1 when nothing is recovered"
    )
    func repairReports() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = try Paths.bytes(Self.ride)
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: folder + "/cut.fit"))
        let run = try Fitkit.run(["repair", folder + "/cut.fit", "-o", folder + "/"])
        #expect(run.status == 0 && run.stdout.contains("fixed: cut short") && run.stdout.contains("fixed: no session"))
        #expect(FileManager.default.fileExists(atPath: folder + "/cut-repaired.fit"))
        let intact = try Fitkit.run(["repair", Self.ride, "-o", folder + "/same.fit"])
        #expect(intact.status == 0 && intact.stdout.contains("no damage found"))
        #expect(try Paths.bytes(folder + "/same.fit") == bytes)
        try Data("not a fit file at all".utf8).write(to: URL(fileURLWithPath: folder + "/junk.fit"))
        let junk = try Fitkit.run(["repair", folder + "/junk.fit", "-o", folder + "/junk-out.fit"])
        #expect(junk.status == 1 && junk.stderr.contains("nothing could be recovered"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/junk-out.fit"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.contains(".partial-") })
    }

    @Test(
        "split then merge gives the original records value for value, as Garmin's decoder reads them; each part is valid"
    )
    func splitThenMerge() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let split = try Fitkit.run(["split", Paths.edge810, "--at", "+20m", "--at", "+45m", "-o", folder + "/parts"])
        #expect(split.status == 0, "\(split.stderr)")
        let parts = (1...3).map { "\(folder)/parts/Edge810-Vector-2013-08-16-15-35-10-\($0).fit" }
        let merge = try Fitkit.run(["merge", parts[2], parts[0], parts[1], "-o", folder + "/merged.fit"])
        #expect(merge.status == 0, "\(merge.stderr)")
        let read = try GarminRead.read([Paths.edge810, folder + "/merged.fit"] + parts)
        try #require(read.count == 5)
        for r in read.dropFirst() { #expect(r.integrity && r.errors.isEmpty && r.count("session") == 1, "\(r.file)") }
        let original = read[0].records, merged = read[1].records
        let partsRecords: Int = read[2...].map { $0.records.count }.reduce(0, +)
        #expect(partsRecords == original.count)
        #expect(merged.count == original.count)
        let same = zip(original, merged).allSatisfy { NSDictionary(dictionary: $0) == NSDictionary(dictionary: $1) }
        #expect(same, "a record differs after split and merge")
        // The first part ends before 20 minutes from the start, the second starts there.
        let start = original.first?["timestamp"] as? Int ?? 0
        let firstPartEnd: Int = read[2].records.last?["timestamp"] as? Int ?? .max
        #expect(firstPartEnd < start + 1200)
        #expect(
            read[3].records.first?["timestamp"] as? Int == original.first {
                ($0["timestamp"] as? Int ?? 0) >= start + 1200
            }?["timestamp"] as? Int)
    }

    @Test("crop keeps the records from --from to --to, and laps, session and activity are worked out for them")
    func crop() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Fitkit.run(["crop", Paths.edge810, "--from", "+10m", "--to", "+25m", "-o", folder + "/c.fit"])
        #expect(run.status == 0, "\(run.stderr)")
        let read = try GarminRead.read([Paths.edge810, folder + "/c.fit"])
        try #require(read.count == 2)
        let start = read[0].records.first?["timestamp"] as? Int ?? 0
        let expected = read[0].records.filter {
            ($0["timestamp"] as? Int).map { $0 >= start + 600 && $0 <= start + 1500 } ?? false
        }
        let cropped = read[1]
        #expect(cropped.integrity && cropped.errors.isEmpty)
        #expect(cropped.records.count == expected.count)
        let session = cropped.messages["session"]?.first
        #expect(session?["start_time"] as? Int == expected.first?["timestamp"] as? Int)
        #expect(
            session?["total_elapsed_time"] as? Double
                == Double((expected.last?["timestamp"] as? Int ?? 0) - (expected.first?["timestamp"] as? Int ?? 0)))
        // The session's distance is the records' own, from the first kept to the last.
        let distance = (expected.last?["distance"] as? Double ?? 0) - (expected.first?["distance"] as? Double ?? 0)
        #expect(abs((session?["total_distance"] as? Double ?? 0) - distance) < 0.02)
        let bad = try Fitkit.run(["crop", Paths.edge810, "--from", "+20h", "-o", folder + "/none.fit"])
        #expect(bad.status == 1 && bad.stderr.contains("is after --to"))
        let usage = try Fitkit.run(["crop", Paths.edge810, "--from", "ten minutes"])
        #expect(usage.status == 2)
    }

    @Test("GPSBabel's GPX of a ride, converted, gives back its positions and times")
    func convertGPSBabelGPX() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gpx = folder + "/ride.gpx"
        let babel = try Shell.run(
            "/usr/bin/gpsbabel", ["-i", "garmin_fit", "-f", Paths.edge810, "-o", "gpx", "-F", gpx])
        try #require(babel.status == 0, "\(babel.stderr)")
        let run = try Fitkit.run(["convert", gpx, "-o", folder + "/ride.fit"])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: gpx, encoding: .utf8)
        let points = Self.trackPoints(text)
        let read = try GarminRead.read([folder + "/ride.fit"])
        try #require(read.count == 1)
        #expect(read[0].integrity && read[0].errors.isEmpty && read[0].count("session") == 1)
        let records = read[0].records
        #expect(records.count == points.count && points.count > 1000)
        for (r, p) in zip(records, points) {
            guard let lat = GarminRead.degrees(r["position_lat"]), let lon = GarminRead.degrees(r["position_long"])
            else {
                Issue.record("a record without a position")
                break
            }
            #expect(abs(lat - p.lat) < 1e-6 && abs(lon - p.lon) < 1e-6)
            #expect(r["timestamp"] as? Int == Int(p.time))
        }
    }

    /// `<trkpt lat lon>` … `<time>` of a GPX text: positions in degrees, times in FIT seconds.
    static func trackPoints(_ text: String) -> [(lat: Double, lon: Double, time: UInt32)] {
        text.components(separatedBy: "<trkpt ").dropFirst().compactMap { chunk in
            func attribute(_ name: String) -> Double? {
                guard let r = chunk.range(of: name + "=\"") else { return nil }
                return Double(chunk[r.upperBound...].prefix { $0 != "\"" })
            }
            guard let lat = attribute("lat"), let lon = attribute("lon"), let t = chunk.range(of: "<time>"),
                let time = EditTime.iso8601(String(chunk[t.upperBound...].prefix { $0 != "<" }))
            else { return nil }
            return (lat, lon, time)
        }
    }

    @Test("a TCX and a GPX with heart rate, cadence, temperature and power become records with those values")
    func convertExtensions() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tcx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" \
            xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
            <Activities><Activity Sport="Biking"><Id>2024-05-01T10:00:00Z</Id>
            <Lap StartTime="2024-05-01T10:00:00Z"><DistanceMeters>999</DistanceMeters><Track>
            <Trackpoint><Time>2024-05-01T10:00:00Z</Time><Position><LatitudeDegrees>45.5</LatitudeDegrees>\
            <LongitudeDegrees>-73.25</LongitudeDegrees></Position><AltitudeMeters>30.4</AltitudeMeters>\
            <DistanceMeters>0</DistanceMeters><HeartRateBpm><Value>120</Value></HeartRateBpm><Cadence>80</Cadence>\
            <Extensions><ns3:TPX><ns3:Speed>7.5</ns3:Speed><ns3:Watts>210</ns3:Watts></ns3:TPX></Extensions></Trackpoint>
            <Trackpoint><Time>2024-05-01T10:00:01Z</Time><Position><LatitudeDegrees>45.50005</LatitudeDegrees>\
            <LongitudeDegrees>-73.25</LongitudeDegrees></Position><DistanceMeters>5.5</DistanceMeters>\
            <HeartRateBpm><Value>121</Value></HeartRateBpm><Cadence>81</Cadence>\
            <Extensions><ns3:TPX><ns3:Watts>230</ns3:Watts></ns3:TPX></Extensions></Trackpoint>
            </Track></Lap>
            <Lap StartTime="2024-05-01T10:00:02Z"><Track>
            <Trackpoint><Time>2024-05-01T10:00:02Z</Time><DistanceMeters>11</DistanceMeters>\
            <HeartRateBpm><Value>122</Value></HeartRateBpm></Trackpoint>
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        let gpx = """
            <?xml version="1.0"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><type>running</type><trkseg>
            <trkpt lat="10.0" lon="20.0"><ele>5</ele><time>2024-05-01T10:00:00Z</time><extensions><power>150</power>\
            <gpxtpx:TrackPointExtension><gpxtpx:atemp>21</gpxtpx:atemp><gpxtpx:hr>99</gpxtpx:hr>\
            <gpxtpx:cad>77</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>
            <trkpt lat="10.001" lon="20.0"><time>2024-05-01T10:00:10Z</time></trkpt>
            <trkpt lat="10.002" lon="20.0"></trkpt>
            </trkseg></trk></gpx>
            """
        try tcx.write(toFile: folder + "/a.tcx", atomically: true, encoding: .utf8)
        try gpx.write(toFile: folder + "/b.gpx", atomically: true, encoding: .utf8)
        let a = try Fitkit.run(["convert", folder + "/a.tcx", "-o", folder + "/a.fit"])
        let b = try Fitkit.run(["convert", folder + "/b.gpx", "-o", folder + "/b.fit"])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
        #expect(b.stderr.contains("1 track points without a time left out"))
        let read = try GarminRead.read([folder + "/a.fit", folder + "/b.fit"])
        try #require(read.count == 2)
        let (ra, rb) = (read[0], read[1])
        #expect(ra.integrity && ra.errors.isEmpty && rb.integrity && rb.errors.isEmpty)
        #expect(ra.records.map { $0["heart_rate"] as? Int } == [120, 121, 122])
        #expect(ra.records.map { $0["power"] as? Int } == [210, 230, nil])
        #expect(ra.records.map { $0["cadence"] as? Int } == [80, 81, nil])
        #expect(ra.records.map { $0["distance"] as? Double } == [0, 5.5, 11])
        #expect(ra.records.first?["enhanced_speed"] as? Double == 7.5)
        #expect(abs((GarminRead.degrees(ra.records.first?["position_lat"]) ?? 0) - 45.5) < 1e-7)
        #expect(ra.count("lap") == 2 && ra.messages["session"]?.first?["sport"] as? String == "cycling")
        #expect(ra.records.first?["timestamp"] as? Int == Int(EditTime.iso8601("2024-05-01T10:00:00Z")!))
        #expect(rb.records.count == 2 && rb.records.first?["heart_rate"] as? Int == 99)
        #expect(rb.records.first?["cadence"] as? Int == 77 && rb.records.first?["power"] as? Int == 150)
        #expect(rb.records.first?["temperature"] as? Int == 21)
        #expect(rb.messages["session"]?.first?["sport"] as? String == "running")
        // 0.001° of latitude: 111.2 m, summed along the track when the track has no distances.
        #expect(abs((rb.records.last?["distance"] as? Double ?? 0) - 111.19) < 0.05)
        let bad = try Fitkit.run(["convert", Paths.edge810, "-o", folder + "/c.fit"])
        #expect(bad.status == 1 && !FileManager.default.fileExists(atPath: folder + "/c.fit"))
    }
}

/// Privacy zones: no position within a zone is written by any export or edit, from
/// `--privacy-zone` or privacy.conf; `--no-privacy` ignores the file. Checked by the test's own haversine on
/// what the outputs hold.
@Suite struct PrivacyZoneTests {
    /// The first position of the Edge 810 ride, as Garmin's decoder and GPSBabel give it (degrees).
    static func firstPosition() throws -> (lat: Double, lon: Double) {
        let gpx = try ExportTests.export(["--gpx"], Paths.edge810, name: "a.gpx")
        defer { try? FileManager.default.removeItem(atPath: gpx.folder) }
        let p = try #require(WriteBackTests.trackPoints(gpx.text).first)
        return (p.lat, p.lon)
    }

    static func metres(_ a: (lat: Double, lon: Double), _ b: (lat: Double, lon: Double)) -> Double {
        let r = Double.pi / 180
        let h =
            pow(sin((b.lat - a.lat) * r / 2), 2) + cos(a.lat * r) * cos(b.lat * r)
            * pow(sin((b.lon - a.lon) * r / 2), 2)
        return 2 * 6_371_008.8 * asin(min(1, h.squareRoot()))
    }

    /// Positions of a GeoJSON text's coordinates ([lon, lat, …]).
    static func geoJSONPositions(_ text: String) -> [(lat: Double, lon: Double)] {
        let numbers = text.components(separatedBy: "[").compactMap { chunk -> (lat: Double, lon: Double)? in
            let parts = chunk.prefix { $0 != "]" }.split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            return parts.count >= 2 ? (parts[1], parts[0]) : nil
        }
        return numbers
    }

    @Test(
        "export --gpx, --geojson, --tcx and --csv write no position within a zone; privacy.conf too; --no-privacy ignores it"
    )
    func exportsLeaveZonesOut() throws {
        let home = try Self.firstPosition()
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let zone = "\(home.lat),\(home.lon),800"
        for format in ["gpx", "geojson", "tcx"] {
            let run = try Fitkit.run([
                "export", "--\(format)", "--privacy-zone", zone, "-o", "\(folder)/a.\(format)", Paths.edge810
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let text = try String(contentsOfFile: "\(folder)/a.\(format)", encoding: .utf8)
            let points: [(lat: Double, lon: Double)]
            switch format {
            case "gpx": points = WriteBackTests.trackPoints(text).map { ($0.lat, $0.lon) }
            case "geojson": points = Self.geoJSONPositions(text).filter { abs($0.lat) <= 90 }
            default:
                points = zip(
                    text.components(separatedBy: "<LatitudeDegrees>").dropFirst().compactMap {
                        Double($0.prefix { $0 != "<" })
                    },
                    text.components(separatedBy: "<LongitudeDegrees>").dropFirst().compactMap {
                        Double($0.prefix { $0 != "<" })
                    }
                ).map { ($0, $1) }
            }
            #expect(points.count > 1000, "\(format)")
            #expect(points.allSatisfy { Self.metres($0, home) > 800 }, "\(format) wrote a position within the zone")
        }
        // The same zone from privacy.conf, for CSV; --no-privacy writes them again.
        try FileManager.default.createDirectory(atPath: folder + "/config/fitkit", withIntermediateDirectories: true)
        try "# home\n\(zone)\n".write(toFile: folder + "/config/fitkit/privacy.conf", atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder + "/config"
        func csvPositions(_ extra: [String]) throws -> [(lat: Double, lon: Double)] {
            let run = try Shell.run(
                Paths.fitkit, ["export", "--csv", "--overwrite", "-o", folder + "/a.csv", Paths.edge810] + extra,
                environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            let lines = try String(contentsOfFile: folder + "/a.csv", encoding: .utf8).split(separator: "\n")
            let head = lines[0].split(separator: ",", omittingEmptySubsequences: false)
            let lat = head.firstIndex { $0.hasPrefix("latitude") }!,
                lon = head.firstIndex { $0.hasPrefix("longitude") }!
            return lines.dropFirst().compactMap { line in
                let cells = line.split(separator: ",", omittingEmptySubsequences: false)
                guard let a = Double(cells[lat]), let b = Double(cells[lon]) else { return nil }
                return (a, b)
            }
        }
        let hidden = try csvPositions([])
        #expect(hidden.count > 1000 && hidden.allSatisfy { Self.metres($0, home) > 800 })
        let shown = try csvPositions(["--no-privacy"])
        #expect(shown.contains { Self.metres($0, home) <= 800 })
        // A line that is not a zone is an error, never ignored.
        try "\(home.lat),\(home.lon)\n".write(
            toFile: folder + "/config/fitkit/privacy.conf", atomically: true, encoding: .utf8)
        let bad = try Shell.run(
            Paths.fitkit, ["export", "--csv", "--overwrite", "-o", folder + "/b.csv", Paths.edge810],
            environment: environment)
        #expect(bad.status == 2 && bad.stderr.contains("line 1"))
        let usage = try Fitkit.run(["export", "--gpx", "--privacy-zone", "45,7", Paths.edge810])
        #expect(usage.status == 2)
    }

    @Test(
        "crop writes no position within a zone, as Garmin's decoder reads its records",
        .enabled(if: ReferenceDecoder.available, Comment(rawValue: ReferenceDecoder.missing)))
    func cropLeavesZonesOut() throws {
        let home = try Self.firstPosition()
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Fitkit.run([
            "crop", Paths.edge810, "--to", "+30m", "--privacy-zone", "\(home.lat),\(home.lon),800", "-o",
            folder + "/c.fit"
        ])
        #expect(run.status == 0 && run.stderr.contains("positions within privacy zones left out"), "\(run.stderr)")
        let read = try GarminRead.read([folder + "/c.fit"])
        try #require(read.count == 1)
        #expect(read[0].integrity && read[0].errors.isEmpty)
        let positions = read[0].records.compactMap { r -> (lat: Double, lon: Double)? in
            guard let lat = GarminRead.degrees(r["position_lat"]), let lon = GarminRead.degrees(r["position_long"])
            else { return nil }
            return (lat, lon)
        }
        #expect(positions.count > 100 && positions.allSatisfy { Self.metres($0, home) > 800 })
        let session = read[0].messages["session"]?.first
        if let lat = GarminRead.degrees(session?["start_position_lat"]),
            let lon = GarminRead.degrees(session?["start_position_long"])
        {
            #expect(Self.metres((lat, lon), home) > 800)
        }
    }

    @Test("heatmap draws no ride whose positions are all within a zone, and plot leaves its route out")
    func picturesLeaveZonesOut() throws {
        let home = try Self.firstPosition()
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let everywhere = "\(home.lat),\(home.lon),200000"
        let hidden = try Fitkit.run(["heatmap", "-o", folder + "/h.png", "--privacy-zone", everywhere, Paths.edge810])
        #expect(hidden.status == 1 && hidden.stderr.contains("no ride with positions"))
        let shown = try Fitkit.run(["heatmap", "-o", folder + "/h.png", "--privacy-zone", "0,0,100", Paths.edge810])
        #expect(shown.status == 0)
        let plotted = try Fitkit.run(["plot", "-o", folder + "/a.svg", Paths.edge810])
        let private_ = try Fitkit.run(["plot", "-o", folder + "/b.svg", "--privacy-zone", everywhere, Paths.edge810])
        #expect(plotted.status == 0 && private_.status == 0)
        let paths = try ["a", "b"].map {
            try String(contentsOfFile: "\(folder)/\($0).svg", encoding: .utf8).components(separatedBy: "<path").count
        }
        #expect(paths[1] < paths[0], "the route was drawn")
    }

    @Test("a damaged file the library keeps becomes an activity by its repair; the original stays reachable")
    func repairInLibrary() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = try Paths.bytes(WriteBackTests.ride)
        let damaged = folder + "/cut.fit"
        try Data(bytes.prefix(bytes.count * 2 / 3)).write(to: URL(fileURLWithPath: damaged))
        let library = folder + "/lib"
        let imported = try Fitkit.run(["import", "--library", library, damaged])
        #expect(imported.status == 1 && imported.stderr.contains("fitkit repair sha256:"))
        let sha = try #require(Shell.run("/usr/bin/sha256sum", [damaged]).stdout.split(separator: " ").first)
        let repaired = try Fitkit.run(["repair", "--library", library, "sha256:" + String(sha.prefix(12))])
        #expect(repaired.status == 0 && repaired.stdout.contains("library activity 1"), "\(repaired.stderr)")
        let list = try Fitkit.run(["list", "--library", library, "--json"])
        #expect((try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [Any])?.count == 1)
        let show = try Fitkit.run(["show", "1", "--library", library])
        #expect(show.stdout.contains("sha256:" + String(sha.prefix(12))))
        let undecoded = try Fitkit.run(["list", "--undecoded", "--library", library])
        #expect(undecoded.stdout.contains("0 files kept without an activity"))
    }
}
