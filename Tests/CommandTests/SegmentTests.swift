import Foundation
import Testing
import TestSupport

/// `fitkit segment`: a library of rides made with known gate crossings (docs/SEGMENTS.md), the leaderboard
/// against the times worked out from how each ride was made.
@Suite struct SegmentTests {
    static let metresPerDegree = 6_371_008.8 * Double.pi / 180
    static let start: UInt32 = 1_100_000_000

    /// Degrees of a place `x` m east and `y` m north of 45° N, 7° E.
    static func place(_ x: Double, _ y: Double) -> (Double, Double) {
        (45 + y / metresPerDegree, 7 + x / (metresPerDegree * cos(45 * Double.pi / 180)))
    }

    /// A ride east along y = `north` at `speed` m/s from x = −500 m for `seconds`, starting `day` days after
    /// `start`, at `power` W.
    static func ride(
        speed: Double, north: Double = 0, east: Double = 0, day: UInt32, power: Double = 200, seconds: Int = 400
    )
        throws -> [UInt8]
    {
        let begin = start + day * 86_400
        let samples = (0..<seconds).map { i -> MessyRides.Sample in
            let (lat, lon) = place(east - 500 + speed * Double(i), north)
            return MessyRides.Sample(
                time: begin + UInt32(i), power: power, heartRate: 140, cadence: 90, speed: speed,
                distance: speed * Double(i), altitude: 100, latitude: lat, longitude: lon)
        }
        return try MessyRides.file(
            samples,
            session: MessyRides.Session(
                start: begin, elapsed: Double(seconds - 1), timer: Double(seconds - 1),
                distance: speed * Double(seconds - 1)))
    }

    /// The segment: 2 km east from the origin, as a GPX track.
    static func gpx() -> String {
        let points = (0...20).map { place(Double($0) * 100, 0) }
        return
            "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
            + "<trk><trkseg>" + points.map { "<trkpt lat=\"\($0.0)\" lon=\"\($0.1)\"/>" }.joined()
            + "</trkseg></trk></gpx>"
    }

    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test(
        "add matches the library (only the rides near it read), show ranks by time as made, import matches a new ride, rm of a ride takes its effort"
    )
    func leaderboard() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = folder + "/library"
        // Along the road at 8, 9 and 7.5 m/s; on a parallel road 150 m north; two rides 50 km away.
        let rides: [(String, [UInt8])] = [
            ("a8.fit", try Self.ride(speed: 8, day: 0)), ("b9.fit", try Self.ride(speed: 9, day: 1)),
            ("c75.fit", try Self.ride(speed: 7.5, day: 2)),
            ("parallel.fit", try Self.ride(speed: 8, north: 150, day: 3)),
            ("far1.fit", try Self.ride(speed: 8, east: 50_000, day: 4)),
            ("far2.fit", try Self.ride(speed: 8, east: -50_000, day: 5))
        ]
        for (name, bytes) in rides { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let imported = try Fitkit.run(["import", "--library", library] + rides.map { folder + "/" + $0.0 })
        #expect(imported.status == 0, "\(imported.stderr)")
        try Self.gpx().write(toFile: folder + "/road.gpx", atomically: true, encoding: .utf8)
        let added = try Fitkit.run(["segment", "add", "Road", "--gpx", folder + "/road.gpx", "--library", library])
        #expect(added.status == 0, "\(added.stderr)")
        // The R*Tree leaves out the parallel road (150 m off) and the far rides: three rides read, three efforts.
        #expect(added.stderr.contains("3 efforts in 3 rides read"), "\(added.stderr)")

        let list = try Fitkit.run(["segment", "list", "--json", "--library", library])
        let segments = try json(list.stdout) as? [[String: Any]] ?? []
        #expect(segments.count == 1 && segments.first?["name"] as? String == "Road")
        #expect(abs((segments.first?["distance_m"] as? Double ?? 0) - 2000) < 1, "\(list.stdout)")
        #expect(segments.first?["efforts"] as? Int == 3)

        // By hand: from x = −500 the start gate is 500/v s in, the end 2,500/v s; elapsed 2,000/v.
        func check(_ speeds: [(Double, UInt32)]) throws {
            let show = try Fitkit.run(["segment", "show", "Road", "--json", "--library", library])
            #expect(show.status == 0, "\(show.stderr)")
            let efforts = (try json(show.stdout) as? [String: Any])?["efforts"] as? [[String: Any]] ?? []
            #expect(efforts.count == speeds.count, "\(show.stdout)")
            for (rank, (effort, (speed, day))) in zip(efforts, speeds).enumerated() {
                #expect(effort["rank"] as? Int == rank + 1)
                #expect(abs((effort["elapsed_s"] as? Double ?? 0) - 2000 / speed) < 0.05, "\(effort)")
                #expect(abs((effort["avg_speed_kmh"] as? Double ?? 0) - speed * 3.6) < 0.01, "\(effort)")
                #expect(effort["avg_power"] as? Double == 200 && effort["avg_heart_rate"] as? Double == 140)
                // The start to the nearest second of UTC (the fraction counts in elapsed_s).
                let startUnix = Double(Self.start + day * 86_400) + 631_065_600 + 500 / speed
                let shown = (effort["start"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) }
                #expect(shown.map { abs($0.timeIntervalSince1970 - startUnix) <= 0.5 } == true, "\(effort)")
            }
        }
        try check([(9, 1), (8, 0), (7.5, 2)])
        // analyze --json of a library ride lists its efforts: activity 2 (9 m/s) holds the PR.
        let analyzed = try Fitkit.run(["analyze", "--json", "2", "--library", library])
        let mine = (try json(analyzed.stdout) as? [[String: Any]])?.first?["segments"] as? [[String: Any]] ?? []
        #expect(
            mine.count == 1 && mine.first?["name"] as? String == "Road" && mine.first?["rank"] as? Int == 1, "\(mine)")
        let table = try Fitkit.run(["segment", "show", "1", "--library", library])
        #expect(table.stdout.contains("PR") && table.stdout.contains("3:42.2"), "\(table.stdout)")  // 2000/9 s

        // A new ride is matched as it is imported: at 10 m/s it is the PR.
        try Data(try Self.ride(speed: 10, day: 6)).write(to: URL(fileURLWithPath: folder + "/d10.fit"))
        let again = try Fitkit.run(["import", "--library", library, folder + "/d10.fit"])
        #expect(again.status == 0, "\(again.stderr)")
        try check([(10, 6), (9, 1), (8, 0), (7.5, 2)])

        // Removing a ride removes its effort.
        let listed = try Fitkit.run(["list", "--json", "--library", library])
        let activities = try json(listed.stdout) as? [[String: Any]] ?? []
        let fastest = activities.first { ($0["start_time"] as? String ?? "").hasPrefix("2024-11-14") }?["id"] as? Int
        let removed = try Fitkit.run(["rm", String(fastest ?? 0), "--library", library])
        #expect(removed.status == 0, "\(removed.stderr)")
        try check([(9, 1), (8, 0), (7.5, 2)])

        // match reads the same three again and finds the same; rm of the segment leaves the rides.
        let matched = try Fitkit.run(["segment", "match", "--library", library])
        #expect(matched.stderr.contains("3 efforts in 3 rides read"), "\(matched.stderr)")
        let gone = try Fitkit.run(["segment", "rm", "Road", "--library", library])
        #expect(gone.status == 0 && gone.stderr.contains("3 efforts"), "\(gone.stderr)")
        let empty = try Fitkit.run(["segment", "list", "--json", "--library", library])
        #expect((try json(empty.stdout) as? [Any])?.isEmpty == true)
    }

    @Test("a second copy of a ride merges into the first: the leaderboard holds the ride once, and rm of it takes it")
    func mergedCopies() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = folder + "/library"
        try Self.gpx().write(toFile: folder + "/road.gpx", atomically: true, encoding: .utf8)
        #expect(
            try Fitkit.run(["segment", "add", "Road", "--gpx", folder + "/road.gpx", "--library", library]).status == 0)
        // The same ride twice, as two devices would record it (other bytes, the same start and duration): the
        // second import merges into the first.
        try Data(try Self.ride(speed: 8, day: 0)).write(to: URL(fileURLWithPath: folder + "/a.fit"))
        try Data(try Self.ride(speed: 8, day: 0, power: 210)).write(to: URL(fileURLWithPath: folder + "/b.fit"))
        for name in ["a.fit", "b.fit"] {
            let run = try Fitkit.run(["import", "--library", library, folder + "/" + name])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let list = try Fitkit.run(["list", "--json", "--library", library])
        let kept = try json(list.stdout) as? [[String: Any]] ?? []
        #expect(kept.count == 1, "\(list.stdout)")
        let show = try Fitkit.run(["segment", "show", "Road", "--json", "--library", library])
        let efforts = (try json(show.stdout) as? [String: Any])?["efforts"] as? [[String: Any]] ?? []
        #expect(efforts.count == 1 && efforts.first?["activity"] as? Int == kept.first?["id"] as? Int, "\(show.stdout)")
        let segments =
            try json(try Fitkit.run(["segment", "list", "--json", "--library", library]).stdout) as? [[String: Any]]
        #expect(segments?.first?["efforts"] as? Int == 1)
        #expect(try Fitkit.run(["rm", String(kept.first?["id"] as? Int ?? 0), "--library", library]).status == 0)
        let after = try Fitkit.run(["segment", "show", "Road", "--json", "--library", library])
        #expect(((try json(after.stdout) as? [String: Any])?["efforts"] as? [Any])?.isEmpty == true, "\(after.stdout)")
    }

    @Test("a segment from a stretch of a library ride finds that ride; --climbs adds each climb; bad input is one line")
    func fromARide() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = folder + "/library"
        try Data(try Self.ride(speed: 8, day: 0)).write(to: URL(fileURLWithPath: folder + "/a.fit"))
        #expect(try Fitkit.run(["import", "--library", library, folder + "/a.fit"]).status == 0)
        // Seconds 100 to 300 of activity 1: x from 300 to 1,900 m.
        let added = try Fitkit.run([
            "segment", "add", "Stretch", "--from", "1", "--start", "+100s", "--end", "+300s", "--library", library
        ])
        #expect(added.status == 0 && added.stderr.contains("1 efforts in 1 rides read"), "\(added.stderr)")
        let show = try Fitkit.run(["segment", "show", "Stretch", "--json", "--library", library])
        let efforts = (try json(show.stdout) as? [String: Any])?["efforts"] as? [[String: Any]] ?? []
        // The gates are at the stretch's ends: 200 s apart.
        #expect(efforts.count == 1 && abs((efforts.first?["elapsed_s"] as? Double ?? 0) - 200) < 0.05, "\(show.stdout)")
        // A name that would forge a line or colour the terminal is shown escaped in the tables.
        let odd = try Fitkit.run([
            "segment", "add", "Two\nlines\u{1b}[31m", "--from", "1", "--start", "+100s", "--end", "+200s",
            "--library", library
        ])
        #expect(odd.status == 0 && !odd.stderr.contains("\u{1b}"), "\(odd.stderr)")
        let table = try Fitkit.run(["segment", "list", "--library", library])
        #expect(table.stdout.contains("Two\\nlines") && !table.stdout.contains("\u{1b}"), "\(table.stdout)")
        let twice = try Fitkit.run([
            "segment", "add", "Stretch", "--from", "1", "--start", "+100s", "--end", "+300s", "--library", library
        ])
        #expect(twice.status == 1 && twice.stderr.contains("exists already"), "\(twice.stderr)")
        let outside = try Fitkit.run([
            "segment", "add", "Late", "--from", "1", "--start", "+100s", "--end", "+9000s", "--library", library
        ])
        #expect(outside.status == 1 && outside.stderr.split(separator: "\n").count == 1, "\(outside.stderr)")
        let flat = try Fitkit.run(["segment", "add", "--climbs", "1", "--library", library])
        #expect(flat.status == 1 && flat.stderr.contains("no climb"), "\(flat.stderr)")
        // A ride with two like climbs (2 km at 5 %, down 1 km at 8 %, 2 km at 5 % again): two segments, named
        // apart by where they start; added again, each is said and passed over, and nothing added is exit 1.
        let hills = (0..<1200).map { i -> MessyRides.Sample in
            var s = ReportTests.sample(i)
            let d = Double(i) * 8
            s.altitude =
                d < 2000
                ? 100
                : d < 4000
                    ? 100 + 0.05 * (d - 2000)
                    : d < 5000
                        ? 200 - 0.08 * (d - 4000)
                        : d < 7000 ? 120 + 0.05 * (d - 5000) : 220
            return s
        }
        try Data(try MessyRides.file(hills)).write(to: URL(fileURLWithPath: folder + "/hills.fit"))
        let climbs = try Fitkit.run(["segment", "add", "--climbs", folder + "/hills.fit", "--library", library])
        #expect(climbs.status == 0, "\(climbs.stderr)")
        let named = try Fitkit.run(["segment", "list", "--library", library]).stdout
        #expect(named.contains("% at km 2.0,") && named.contains("% at km 5.0,"), "\(named)")
        let again = try Fitkit.run(["segment", "add", "--climbs", folder + "/hills.fit", "--library", library])
        #expect(again.status == 1 && again.stderr.components(separatedBy: "skipped").count == 3, "\(again.stderr)")
        let usage = try Fitkit.run(["segment", "add", "X", "--library", library])
        #expect(usage.status == 2)
    }

    @Test(
        "the site has a page per segment (its leaderboard linking each ride's page), lists them, and a ride's page lists its efforts; a click zooms to one"
    )
    func pages() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = folder + "/library"
        let rides = [("a8.fit", 8.0, UInt32(0)), ("b9.fit", 9, 1), ("c75.fit", 7.5, 2)]
        for (name, speed, day) in rides {
            try Data(try Self.ride(speed: speed, day: day)).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        #expect(try Fitkit.run(["import", "--library", library] + rides.map { folder + "/" + $0.0 }).status == 0)
        try Self.gpx().write(toFile: folder + "/road.gpx", atomically: true, encoding: .utf8)
        // A name a page must show as text: markup, a comment opener and a quote.
        let name = "Road <!--<script> \"x\" </script>"
        #expect(
            try Fitkit.run(["segment", "add", name, "--gpx", folder + "/road.gpx", "--library", library]).status == 0)
        let edit = try Fitkit.run([
            "edit", "2", "--notes", "Windy, a tailwind home", "--tags", "race,hills", "--library", library
        ])
        #expect(edit.status == 0, "\(edit.stderr)")
        let site = try Fitkit.run(["report", "--site", "-o", folder + "/site", "--library", library])
        #expect(site.status == 0, "\(site.stderr)")
        let page = folder + "/site/segments/1.html"
        #expect(FileManager.default.fileExists(atPath: page))
        // No position of any ride is in a segment page's data (the rides are at 45° N, 7° E).
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let open = try #require(html.range(of: "<script id=\"segment-data\" type=\"application/json\">"))
        let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let data = String(html[open.upperBound..<close.lowerBound])
        #expect(data.contains("\"efforts\"") && !data.contains("45.0") && !data.contains("7.0000"), "\(data)")
        guard ReportTests.hasBrowser() else { return }
        let index = try ReportTests.check(["site", folder + "/site/index.html"])
        // The heatmap, from the routes the library keeps thinned.
        #expect(index["images"] as? Int == 1, "\(index)")
        let listed = index["segments"] as? [[Any]] ?? []
        #expect(listed.count == 1 && listed.first?.first as? String == "segments/1.html", "\(listed)")
        let row = listed.first?.last as? String ?? ""
        #expect(row.contains("3:42.2") && row.hasPrefix(name), "\(listed)")  // the best: 2000/9 s
        let board = try ReportTests.check(["segment", page])
        #expect((board["console"] as? [String] ?? []).isEmpty, "\(board["console"] ?? "")")
        #expect(board["title"] as? String == name, "\(board["title"] ?? "")")
        let rows = board["rows"] as? [[Any]] ?? []
        // Fastest first: activity 2 (9 m/s), 1 (8), 3 (7.5), each linking its ride's page; the PR marked.
        #expect(
            rows.map { $0.first as? String ?? "" } == (["2", "1", "3"]).map { "../activities/\($0).html" }, "\(rows)")
        #expect((rows.first?.last as? String ?? "").contains("PR") && board["chart"] as? Bool == true)
        // Activity 2's page: one effort, rank 1 of 3; a click zooms to it (500/9 to 2,500/9 s).
        let ride = try ReportTests.check(["ride", folder + "/site/activities/2.html", "--segment", "1"])
        // On the site a ride's page links the index and the rides before and after it; it shows the rider's
        // notes and tags.
        let links = (ride["links"] as? [[String]] ?? []).map { $0.joined(separator: " ") }
        #expect(links == ["index ../index.html", "prev 1.html", "next 3.html"], "\(links)")
        #expect(ride["notes"] as? String == "Windy, a tailwind home" && ride["tags"] as? [String] == ["race", "hills"])
        let efforts = ride["segments_rows"] as? [String] ?? []
        #expect(efforts.count == 1 && efforts[0].contains(name) && efforts[0].contains("1 of 3"), "\(efforts)")
        let window = ride["segment_window"] as? [Double] ?? []
        #expect(window.count == 2 && abs(window[0] - 500 / 9) < 1.5 && abs(window[1] - 2500 / 9) < 1.5, "\(window)")
        // A ride's page made from its file (not the library) has no efforts: the section is left out.
        #expect(try Fitkit.run(["report", folder + "/a8.fit", "-o", folder + "/a8.html"]).status == 0)
        #expect(try ReportTests.check(["ride", folder + "/a8.html"])["segments_rows"] is NSNull)
    }

    @Test(
        "real rides of one commute from the corpus: a stretch of one is a segment, found in the others",
        .enabled(
            if: FileManager.default.fileExists(
                atPath: Paths.corpus.appendingPathComponent("richardbrodie__fit-rs").path)))
    func realCommute() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = folder + "/library"
        let rides = Paths.corpus.appendingPathComponent("richardbrodie__fit-rs/data").path
        #expect(try Fitkit.run(["import", "--library", library, rides]).status == 0)
        let listed = try json(try Fitkit.run(["list", "--json", "--library", library]).stdout) as? [[String: Any]] ?? []
        // The morning commute of 2015-07-15, seconds 60 to 300 of it.
        let source = try #require(
            listed.first { ($0["start_time"] as? String ?? "").hasPrefix("2015-07-15T") }?["id"] as? Int)
        let added = try Fitkit.run([
            "segment", "add", "Commute", "--from", String(source), "--start", "+60s", "--end", "+300s", "--library",
            library
        ])
        #expect(added.status == 0, "\(added.stderr)")
        let show = try Fitkit.run(["segment", "show", "Commute", "--json", "--library", library])
        let efforts = (try json(show.stdout) as? [String: Any])?["efforts"] as? [[String: Any]] ?? []
        // Its own effort is the stretch it was cut from: 240 s between the gates at its ends.
        let own = efforts.first { $0["activity"] as? Int == source }
        #expect(abs((own?["elapsed_s"] as? Double ?? 0) - 240) < 0.05, "\(show.stdout)")
        // Other rides of the commute hold it too, at a cyclist's speeds.
        let others = efforts.filter { $0["activity"] as? Int != source }
        #expect(others.count >= 3, "\(show.stdout)")
        #expect(
            others.allSatisfy {
                ($0["avg_speed_kmh"] as? Double ?? 0) > 8 && ($0["avg_speed_kmh"] as? Double ?? 99) < 50
            })
    }
}
