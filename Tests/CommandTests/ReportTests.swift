import FITAnalysis
import FITLibrary
import FITReport
import FITSupport
import Foundation
import Testing
import TestSupport

/// `fitkit report`: pages opened in a real browser (Debian's chromium through chromium-driver, driven by
/// Tests/Browser/report_check.py), judged against what the ride was made of and against `analyze --json`.
@Suite(.serialized) struct ReportTests {
    static let start: UInt32 = 1_100_000_000
    static let metresPerDegree = 6_371_008.8 * Double.pi / 180

    /// Second `i` of a ride heading north-east from 45° N 7° E at 8 m/s: power 200 + 60·sin, heart rate, cadence,
    /// a rolling road.
    static func sample(_ i: Int) -> MessyRides.Sample {
        let along = Double(i) * 8
        let north = along * cos(Double.pi / 4), east = along * sin(Double.pi / 4)
        let lat = 45 + north / metresPerDegree
        return MessyRides.Sample(
            time: start + UInt32(i), power: (200 + 60 * sin(Double(i) / 50)).rounded(),
            heartRate: (130 + 20 * sin(Double(i) / 300)).rounded(), cadence: 90, speed: 8, distance: along,
            altitude: 300 + 40 * sin(Double(i) / 400), latitude: lat,
            longitude: 7 + east / (metresPerDegree * cos(lat * .pi / 180)))
    }

    /// The ride of `seconds` seconds, with laps of `lap` seconds.
    static func ride(seconds: Int, lap: Int) throws -> [UInt8] {
        let laps = stride(from: 0, to: seconds, by: lap).map {
            MessyRides.Session(
                start: start + UInt32($0), elapsed: Double(min(lap, seconds - $0)),
                timer: Double(min(lap, seconds - $0)),
                distance: Double(min(lap, seconds - $0)) * 8)
        }
        return try MessyRides.file(
            (0..<seconds).map(sample),
            session: MessyRides.Session(
                start: start, elapsed: Double(seconds - 1), timer: Double(seconds - 1),
                distance: Double(seconds - 1) * 8),
            laps: laps)
    }

    /// The browser check's python, nil (the test says why) without chromium, its driver or Selenium.
    static let browser: String? = {
        guard let python = ReferenceDecoder.python,
            FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"),
            FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver"),
            let run = try? Shell.run(python, ["-c", "import selenium"], timeLimit: 60), run.status == 0
        else { return nil }
        return python
    }()

    /// Whether the browser check can run: chromium, its driver and Selenium (scripts/setup.sh and
    /// scripts/python-env.sh install them); a skip is said, and fails under CI.
    static func hasBrowser(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        MissingTool.check(
            browser != nil, "chromium, chromium-driver or Selenium (scripts/setup.sh, scripts/python-env.sh)",
            sourceLocation: sourceLocation)
    }

    /// One browser for every page of the test run (Tests/Browser/report_check.py serve).
    static let session: ServedTool? = browser.map {
        ServedTool($0, [Paths.packageRoot.appendingPathComponent("Tests/Browser/report_check.py").path, "serve"])
    }

    static func check(_ arguments: [String]) throws -> [String: Any] {
        guard let session else { return [:] }
        let question = String(decoding: try JSONSerialization.data(withJSONObject: arguments), as: UTF8.self)
        let answer = try session.ask(question, timeLimit: 180)
        let seen = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any] ?? [:]
        #expect(seen["error"] == nil, "\(seen["error"] ?? "")")
        return seen
    }

    /// The JSON block a page draws from.
    static func pageData(_ html: String) throws -> [String: Any] {
        guard let open = html.range(of: "<script id=\"ride-data\" type=\"application/json\">"),
            let close = html.range(of: "</script>", range: open.upperBound..<html.endIndex)
        else { return [:] }
        let json = String(html[open.upperBound..<close.lowerBound])
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    }

    @Test(
        "a ride's page: no console error and no request; analyze's figures; hovering a time puts the marker on that record; a lap's click zooms to it; nothing of a privacy zone"
    )
    func ridePage() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.ride(seconds: 1200, lap: 400)).write(to: URL(fileURLWithPath: folder + "/ride.fit"))
        // A zone of 200 m round the start: the first 25 seconds (8 m/s) are in it.
        let zone = "45.0,7.0,200"
        let run = try Fitkit.run([
            "report", folder + "/ride.fit", "-o", folder + "/ride.html", "--no-privacy", "--privacy-zone", zone
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: folder + "/ride.html", encoding: .utf8)
        // Every position the page holds is outside the zone, in plain decimal degrees; none of the hidden ones
        // is anywhere in the file, to the decimals it would be written with.
        let data = try Self.pageData(html)
        let lat = data["lat"] as? [Any] ?? [], lon = data["lon"] as? [Any] ?? []
        #expect(lat.count == 1200 && lon.count == 1200)
        for (a, b) in zip(lat, lon) {
            guard let a = a as? Double, let b = b as? Double else { continue }
            let north = (a - 45) * Self.metresPerDegree, east = (b - 7) * Self.metresPerDegree * cos(45 * .pi / 180)
            #expect((north * north + east * east).squareRoot() > 199, "\(a),\(b)")
        }
        #expect(lat.prefix(25).allSatisfy { $0 is NSNull } && lat[30] is Double)
        for i in 1..<25 {
            let s = Self.sample(i)
            for v in [s.latitude ?? 0, s.longitude ?? 0] {
                #expect(!html.contains(String(format: "%.6f", v)) && !html.contains(String(format: "%.5f", v)))
            }
        }
        guard Self.hasBrowser() else { return }
        let seen = try Self.check([
            "ride", folder + "/ride.html", "--hover", "600", "--click-route", "900", "--lap", "2", "--drag",
            "--screenshot", folder + "/ride.png"
        ])
        #expect((seen["console"] as? [String])?.isEmpty == true, "\(seen["console"] ?? "")")
        #expect((seen["requests"] as? [String])?.isEmpty == true, "\(seen["requests"] ?? "")")
        // The figures are analyze --json's, every one of them.
        let analyze = try Fitkit.run(["analyze", "--json", folder + "/ride.fit"])
        let figures =
            (try JSONSerialization.jsonObject(with: Data(analyze.stdout.utf8)) as? [[String: Any]])?.first ?? [:]
        let shown = seen["figures"] as? [[String]] ?? []
        #expect(shown.count >= 15)
        for row in shown {
            #expect(Double(row[1]) == (figures[row[0]] as? Double), "\(row)")
        }
        #expect(shown.contains { $0[0] == "total_distance" && $0[2] == "9.59 km" })  // 1199 s at 8 m/s
        // The ride in one line: moving time, distance, elevation, power, NP, (TSS and IF: no FTP here), heart
        // rate, work, each over its label, in that order and only those the ride has; then every figure in its
        // group.
        let headline = seen["headline"] as? [[String]] ?? []
        #expect(
            headline.map { $0[0] } == [
                "moving_time", "total_distance", "total_ascent", "avg_power", "normalized_power", "avg_heart_rate",
                "work_kj"
            ], "\(headline)")
        #expect(headline.first { $0[0] == "total_distance" }?[1] == "9.59 km")
        #expect(headline.first { $0[0] == "work_kj" }?[2] == "Work", "\(headline)")
        let groups = seen["groups"] as? [[Any]] ?? []
        #expect(
            groups.compactMap { $0.first as? String } == [
                "Time", "Distance and elevation", "Speed", "Power", "Heart rate", "Cadence"
            ], "\(groups)")
        let grouped = Dictionary(
            groups.compactMap { g -> (String, [String])? in
                guard let name = g.first as? String, let keys = g.last as? [String] else { return nil }
                return (name, keys)
            }, uniquingKeysWith: { a, _ in a })
        #expect(grouped["Power"]?.contains("normalized_power") == true, "\(grouped)")
        #expect(grouped["Heart rate"]?.contains("avg_heart_rate") == true, "\(grouped)")
        #expect(grouped["Time"]?.contains("moving_time") == true, "\(grouped)")
        // Hovering 10:00 on the power chart: the cursor is that second, its values written on the page, and the
        // map's marker on that record's position.
        let hover = seen["hover"] as? [String: Any] ?? [:]
        #expect(hover["time_seconds"] as? Int == 600)
        #expect(hover["time_text"] as? String == "Time 10:00")
        let values = hover["values"] as? [[String]] ?? []
        #expect(values.first { $0[0] == "power" }?[1] == String(Int(Self.sample(600).power ?? 0)))
        let marker = hover["marker"] as? [Double] ?? []
        #expect(marker.count == 2)
        if marker.count == 2 {
            #expect(abs(marker[0] - (Self.sample(600).latitude ?? 0)) < 2e-6)
            #expect(abs(marker[1] - (Self.sample(600).longitude ?? 0)) < 2e-6)
        }
        // A click on the route where it passes 15:00 puts the cursor there (a record every 8 m: within two).
        #expect(abs((seen["clicked"] as? Int ?? 0) - 900) <= 2, "\(seen["clicked"] ?? "")")
        try Self.expectSelection(seen, equalToRowsOf: folder + "/ride.fit")
        // Lap 2 runs from 6:40 to 13:20.
        #expect(seen["lap_window"] as? [Double] == [400, 800])
        #expect(seen["lap_selected"] as? Bool == true)
        #expect(seen["after_reset"] is NSNull)
        // Against distance: from the start to the last record's 9.592 km.
        let extremes = seen["distance_axis"] as? [Double] ?? []
        #expect(extremes.count == 2 && extremes.first == 0 && abs((extremes.last ?? 0) - 9.592) < 0.001, "\(extremes)")
        let laps = seen["laps_rows"] as? [[String]] ?? []
        #expect(laps.count == 5 && laps.last?.first == "Total")
        // Every chart has at least three labelled values; the power curve's durations are round ones.
        let sections = seen["sections"] as? [String: Any] ?? [:]
        let yLabels = sections["y_labels"] as? [Int] ?? []
        #expect(!yLabels.isEmpty && yLabels.allSatisfy { $0 >= 3 }, "\(yLabels)")
        let curveLabels = sections["curve_labels"] as? [String] ?? []
        #expect(
            curveLabels.contains("1 min") && curveLabels.contains("5 min") && !curveLabels.contains("1:40"),
            "\(curveLabels)")
        // Figures in a rider's words: each row's label from the metric table, never its key turned into words.
        let labels = Dictionary(
            (seen["figures"] as? [[Any]] ?? []).compactMap { f -> (String, String)? in
                guard let k = f.first as? String, f.count > 3, let l = f[3] as? String else { return nil }
                return (k, l)
            }, uniquingKeysWith: { a, _ in a })
        #expect(labels["work_kj"] == "Work" && labels["gps_distance"] == "GPS distance", "\(labels)")
        #expect(labels["total_ascent"] == "Elevation gain" && labels["avg_power"] == "Average power", "\(labels)")
        // One figure per quantity: the Total row says the head's average power and distance.
        let head = Dictionary(
            (seen["figures"] as? [[Any]] ?? []).compactMap { f -> (String, Double)? in
                guard let k = f.first as? String, f.count > 1, let v = Double(f[1] as? String ?? "") else { return nil }
                return (k, v)
            }, uniquingKeysWith: { a, _ in a })
        let total = laps.last ?? []
        #expect(total.count >= 5 && total[4] == "\(Int((head["avg_power"] ?? -1).rounded())) W", "\(total) \(head)")
        #expect(
            total.count >= 3 && total[2] == String(format: "%.2f km", (head["total_distance"] ?? -1) / 1000), "\(total)"
        )
    }

    @Test(
        "a 10-hour ride (36,000 records) is under 5,000,000 bytes and opens drawn; the cursor shows the second's own values"
    )
    func longRide() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.ride(seconds: 36_000, lap: 3600)).write(to: URL(fileURLWithPath: folder + "/long.fit"))
        let run = try Fitkit.run(["report", folder + "/long.fit", "-o", folder + "/long.html", "--no-privacy"])
        #expect(run.status == 0, "\(run.stderr)")
        let size = (try FileManager.default.attributesOfItem(atPath: folder + "/long.html")[.size] as? Int) ?? .max
        #expect(size < 5_000_000, "\(size) bytes")
        guard Self.hasBrowser() else { return }
        let seen = try Self.check(["ride", folder + "/long.html", "--hover", "20000"])
        // A bound only a broken page misses (the time itself is a benchmark: scripts/bench-report.sh).
        #expect((seen["load_ms"] as? Double ?? .infinity) < 20_000, "\(seen["load_ms"] ?? "")")
        #expect((seen["console"] as? [String])?.isEmpty == true, "\(seen["console"] ?? "")")
        // What is drawn is thinned (a pixel holds many seconds); what is shown is the second's own record.
        let hover = seen["hover"] as? [String: Any] ?? [:]
        let second = hover["time_seconds"] as? Int ?? -1
        #expect(abs(second - 20000) < 60, "\(second)")
        let power = (hover["values"] as? [[String]])?.first { $0[0] == "power" }?[1]
        #expect(power == String(Int(Self.sample(max(0, second)).power ?? -1)))
    }

    @Test("a site of the library: the index sorts and filters; a second run rewrites no page, an edited title one")
    func site() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = folder + "/library"
        // Three rides of 10, 30 and 20 minutes on three days.
        for (n, minutes) in [10, 30, 20].enumerated() {
            let seconds = minutes * 60
            let shift = UInt32(n) * 86_400
            let samples = (0..<seconds).map { i -> MessyRides.Sample in
                var s = Self.sample(i)
                s.time += shift
                return s
            }
            let bytes = try MessyRides.file(
                samples,
                session: MessyRides.Session(
                    start: Self.start + shift, elapsed: Double(seconds - 1), timer: Double(seconds - 1),
                    distance: Double(seconds - 1) * 8))
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/ride\(n).fit"))
        }
        let imported = try Fitkit.run(
            ["import", "--library", library, folder + "/ride0.fit", folder + "/ride1.fit", folder + "/ride2.fit"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let list = try Fitkit.run(["list", "--json", "--library", library])
        let activities = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]] ?? []
        let ids = activities.compactMap { $0["id"] as? Int }
        #expect(ids.count == 3)
        // Ids by start: the first day's ride is 10 minutes, the second's 30, the third's 20.
        let byStart = activities.sorted { ($0["start_time"] as? String ?? "") < ($1["start_time"] as? String ?? "") }
            .compactMap { $0["id"] as? Int }
        let edited = try Fitkit.run(["edit", String(byStart[1]), "--title", "Alps day", "--library", library])
        #expect(edited.status == 0, "\(edited.stderr)")
        let site = folder + "/site"
        let first = try Fitkit.run(["report", "--site", "-o", site, "--library", library, "--no-privacy"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("3 pages written"), "\(first.stderr)")
        for id in ids { #expect(FileManager.default.fileExists(atPath: site + "/activities/\(id).html")) }
        let again = try Fitkit.run(["report", "--site", "-o", site, "--library", library, "--no-privacy"])
        #expect(again.stderr.contains("0 pages written"), "\(again.stderr)")
        _ = try Fitkit.run(["edit", String(byStart[2]), "--title", "Coast", "--library", library])
        let third = try Fitkit.run(["report", "--site", "-o", site, "--library", library, "--no-privacy"])
        #expect(third.stderr.contains("1 page written"), "\(third.stderr)")
        guard Self.hasBrowser() else { return }
        let seen = try Self.check([
            "site", site + "/index.html", "--filter", "alps", "--screenshot", folder + "/site.png"
        ])
        #expect((seen["console"] as? [String])?.isEmpty == true, "\(seen["console"] ?? "")")
        // The libraries are the site's one copy beside the pages: the only files a page asks for.
        let shared = Set(["libraries.js", "libraries.css"].map { "file://" + site + "/lib/" + $0 })
        #expect(Set(seen["requests"] as? [String] ?? []) == shared, "\(seen["requests"] ?? "")")
        let libraries =
            (try FileManager.default.attributesOfItem(atPath: site + "/lib/libraries.js")[.size] as? Int) ?? 0
        #expect(libraries > 100_000)
        for id in ids {
            let page = try FileManager.default.attributesOfItem(atPath: site + "/activities/\(id).html")[.size] as? Int
            #expect((page ?? .max) < libraries, "page \(id): \(page ?? 0) bytes, the libraries \(libraries)")
        }
        let ridePage = try Self.check(["ride", site + "/activities/\(byStart[1]).html"])
        #expect((ridePage["console"] as? [String])?.isEmpty == true, "\(ridePage["console"] ?? "")")
        #expect(Set(ridePage["requests"] as? [String] ?? []).isSubset(of: shared), "\(ridePage["requests"] ?? "")")
        #expect(
            (ridePage["figures"] as? [Any])?.count ?? 0 >= 10 && (ridePage["chart_labels"] as? [Any])?.count ?? 0 >= 3)
        // Newest first; by distance the longest first, then the shortest first.
        #expect(seen["initial"] as? [Int] == byStart.reversed())
        #expect(seen["by_distance_first"] as? [Int] == [byStart[1], byStart[2], byStart[0]])
        #expect(seen["by_distance_second"] as? [Int] == [byStart[0], byStart[2], byStart[1]])
        #expect(seen["filtered"] as? [Int] == [byStart[1]])
        #expect(seen["images"] as? Int == 1)
    }

    @Test("a site's index of 1,000 activities opens, sorted and filtered")
    func thousandRides() throws {
        guard Self.hasBrowser() else { return }
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var index = SiteIndex()
        index.entries = (0..<1000).map { n in
            var e = SiteIndex.Entry(
                id: Int64(n + 1), page: "activities/\(n + 1).html",
                title: n % 100 == 7 ? "Hill repeats \(n)" : "Ride \(n)",
                date: "20\(10 + n / 100)-01-01 08:00")
            e.sport = n % 3 == 0 ? "running" : "cycling"
            e.distanceKm = Double((n * 37) % 1000) / 10
            e.seconds = Double(n * 13 % 7200)
            return e
        }
        index.fitness = (0..<365).map { (day: Int) -> (String, Double, Double, Double) in
            let load = Double(day)
            return ("2025-01-01", load, load / 2, load / 2)
        }
        let page = index.html(try ReportLibraries.load())
        try Data(page).write(to: URL(fileURLWithPath: folder + "/index.html"))
        let seen = try Self.check(["site", folder + "/index.html", "--filter", "hill"])
        #expect((seen["load_ms"] as? Double ?? .infinity) < 20_000, "\(seen["load_ms"] ?? "")")
        #expect((seen["console"] as? [String])?.isEmpty == true, "\(seen["console"] ?? "")")
        #expect((seen["initial"] as? [Int])?.count == 1000)
        // The longest first: 99.9 km is ride 27 (27 × 37 = 999).
        #expect((seen["by_distance_first"] as? [Int])?.first == 28)
        #expect((seen["filtered"] as? [Int])?.count == 10)
    }

    @Test(
        "--tiles: the page's map has the tile layer and its attribution, and its policy lets it ask that server alone; without, no server at all"
    )
    func tiles() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.ride(seconds: 120, lap: 60)).write(to: URL(fileURLWithPath: folder + "/ride.fit"))
        let template = "https://tile.example.org/{z}/{x}/{y}.png"
        let run = try Fitkit.run([
            "report", folder + "/ride.fit", "-o", folder + "/tiles.html", "--tiles", template, "--tiles-attribution",
            "© Example contributors"
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: folder + "/tiles.html", encoding: .utf8)
        let data = try Self.pageData(html)
        #expect((data["tiles"] as? [String: String]) == ["url": template, "attribution": "© Example contributors"])
        #expect(html.contains("img-src data: https://tile.example.org;"))
        _ = try Fitkit.run(["report", folder + "/ride.fit", "-o", folder + "/plain.html"])
        let plain = try String(contentsOfFile: folder + "/plain.html", encoding: .utf8)
        #expect(
            plain.contains("default-src 'none'") && plain.contains("img-src data:;") && !plain.contains("example.org"))
        let bad = try Fitkit.run(["report", folder + "/ride.fit", "--tiles", "https://tile.example.org/x.png"])
        #expect(bad.status == 2 && bad.stderr.contains("{z}"))
    }

    /// The keys a page script reads of its data (`D.key`), from the script's file.
    static func keysRead(_ file: String) throws -> Set<String> {
        let script = try String(
            contentsOf: Paths.packageRoot.appendingPathComponent("Sources/FITReport/Page/" + file), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "\\bD\\.([a-z_]+)")
        let range = NSRange(script.startIndex..., in: script)
        return Set(
            pattern.matches(in: script, range: range).compactMap { Range($0.range(at: 1), in: script) }
                .map { String(script[$0]) })
    }

    /// The keys of a page's data as Swift writes it.
    static func keysWritten(_ data: JSONValue) throws -> Set<String> {
        Set((try JSONSerialization.jsonObject(with: Data(data.text().utf8)) as? [String: Any] ?? [:]).keys)
    }

    @Test(
        "the pages' scripts and Swift agree on the data: every key a script reads is written, every key written is read"
    )
    func dataContract() throws {
        let n = 4
        let series = RideSeries(
            power: .init(repeating: 200, count: n), heartRate: .init(repeating: 130, count: n),
            cadence: .init(repeating: 90, count: n), speed: .init(repeating: 8, count: n),
            altitude: .init(repeating: 300, count: n), distance: (0..<n).map { Double($0) * 8 },
            latitude: .init(repeating: 45, count: n), longitude: .init(repeating: 7, count: n),
            leftBalance: .init(repeating: 50, count: n), temperature: .init(repeating: 20, count: n))
        let ride = RidePage(title: "t", figures: .object([]), metrics: [], series: series)
        #expect(try Self.keysRead("ride.js") == Self.keysWritten(ride.data()))
        #expect(try Self.keysRead("site.js") == Self.keysWritten(SiteIndex().data()))
        let line = try #require(SegmentLine(latitude: [45, 45.001], longitude: [7, 7]))
        let segment = SegmentPage(segment: Segment(id: 1, name: "s", line: line, efforts: 0), efforts: [])
        #expect(try Self.keysRead("segment.js") == Self.keysWritten(segment.data()))
    }

    @Test("a ride without power: no power curve or best efforts section, and the missing figures one line per reason")
    func withoutPower() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let samples = (0..<600).map { i -> MessyRides.Sample in
            var s = Self.sample(i)
            s.power = nil
            return s
        }
        let bytes = try MessyRides.file(
            samples, session: MessyRides.Session(start: Self.start, elapsed: 599, timer: 599, distance: 599 * 8))
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/ride.fit"))
        let run = try Fitkit.run([
            "report", folder + "/ride.fit", "-o", folder + "/ride.html", "--no-privacy", "--max-hr", "190"
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let missing =
            try Self.pageData(String(contentsOfFile: folder + "/ride.html", encoding: .utf8))["figures"]
            .flatMap { ($0 as? [String: Any])?["missing"] as? [String: String] } ?? [:]
        let reasons = Set(missing.values)
        #expect(missing.count > reasons.count, "\(missing)")  // several figures share a reason
        guard Self.hasBrowser() else { return }
        let seen = try Self.check(["ride", folder + "/ride.html"])
        let sections = seen["sections"] as? [String: Any] ?? [:]
        #expect(sections["curve_shown"] as? Bool == false && sections["best_shown"] as? Bool == false, "\(sections)")
        #expect(sections["map_shown"] as? Bool == true, "\(sections)")
        let lines = sections["missing"] as? [String] ?? []
        // One line per reason, each naming its figures.
        #expect(lines.count == reasons.count, "\(lines) \(reasons)")
        // Figures apart by " · ", which no label holds (a label may hold a comma).
        #expect(lines.contains { $0.lowercased().contains("power") && $0.contains(" · ") }, "\(lines)")
        // Heart-rate zones (from --max-hr): each row says its time and its share.
        let zones = sections["zone_rows"] as? [String] ?? []
        #expect(zones.count >= 3 && zones.allSatisfy { $0.contains(" %") }, "\(zones)")
    }

    @Test("a ride's climbs and intervals in tables on its page: a 2 km climb at 5 % ridden at 300 W, by hand")
    func climbsAndIntervals() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 8 m/s: flat for 2 km, 2 km at 5 % (+100 m) at 300 W, then flat again at 150 W.
        let samples = (0..<750).map { i -> MessyRides.Sample in
            var s = Self.sample(i)
            let d = Double(i) * 8
            s.altitude = d < 2000 ? 100 : d < 4000 ? 100 + 0.05 * (d - 2000) : 200
            s.power = d >= 2000 && d < 4000 ? 300 : 150
            return s
        }
        let bytes = try MessyRides.file(
            samples, session: MessyRides.Session(start: Self.start, elapsed: 749, timer: 749, distance: 749 * 8))
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/climb.fit"))
        let run = try Fitkit.run([
            "report", folder + "/climb.fit", "-o", folder + "/climb.html", "--no-privacy", "--ftp", "250"
        ])
        #expect(run.status == 0, "\(run.stderr)")
        guard Self.hasBrowser() else { return }
        let seen = try Self.check(["ride", folder + "/climb.html"])
        let climbs = seen["climbs_rows"] as? [[String]] ?? []
        try #require(climbs.count == 1, "\(climbs)")
        // From km 2.0, 2.00 km, +100 m, 5.0 %, 250 s, 300 W (the climbs' rule may trim a record at either end).
        #expect(climbs[0][0] == "2.0 km" && climbs[0][2].hasPrefix("10") && climbs[0][3] == "5.0 %", "\(climbs)")
        #expect(climbs[0][7] == "300 W" || climbs[0][7] == "299 W", "\(climbs)")
        let intervals = seen["intervals_rows"] as? [[String]] ?? []
        // One effort over the climb at 300 W (120 % of FTP) for about 250 s.
        #expect(intervals.contains { $0.first == "Effort" && $0[3] == "300 W" }, "\(intervals)")
        // The climb over the route on the map, and both stretches marked on the charts where analyze puts them:
        // the climb from about 250 s (2 km at 8 m/s) to 500 s, the effort over it on the power chart.
        let marks = seen["marks"] as? [String: Any] ?? [:]
        #expect(marks["map_climbs"] as? Int == 1, "\(marks)")
        let climbMarks = marks["climbs"] as? [[String: Double]] ?? []
        #expect(climbMarks.count == 1 && abs((climbMarks.first?["start"] ?? 0) - 250) <= 2, "\(climbMarks)")
        #expect(abs((climbMarks.first?["end"] ?? 0) - 500) <= 2, "\(climbMarks)")
        let effortMarks = marks["intervals"] as? [[String: Double]] ?? []
        #expect(effortMarks.contains { abs(($0["start"] ?? 0) - 250) <= 5 && abs(($0["end"] ?? 0) - 500) <= 5 })
        #expect(marks["interval_chart"] as? String == "power")
    }

    @Test("heart-rate variability drawn: RMSSD and what was corrected, α1 over time, no threshold on a steady ride")
    func heartRateVariability() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 20 minutes at 140 bpm; beats of 429 ms ± 12 ms (seeded), five to an hrv message (FIT: uint16 s/1000).
        var b = FITBuilder()
        b.fileID(serial: 9)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02)])
        b.define(local: 2, global: 78, [.init(number: 0, size: 10, type: 0x84)])
        var generator = SeededGenerator(seed: 5)
        var beatClock = 0.0
        for second in 0..<1200 {
            b.data(local: 1, le32(Self.start + UInt32(second)) + [140])
            var rr: [UInt8] = []
            while beatClock < Double(second + 1) * 1000 && rr.count < 10 {
                let interval = 429 + Double(Int.random(in: -12...12, using: &generator))
                beatClock += interval
                rr += le16(UInt16(interval))
            }
            while rr.count < 10 { rr += le16(0xFFFF) }
            b.data(local: 2, rr)
        }
        try Data(b.file()).write(to: URL(fileURLWithPath: folder + "/hrv.fit"))
        let run = try Fitkit.run(["report", folder + "/hrv.fit", "-o", folder + "/hrv.html", "--no-privacy"])
        #expect(run.status == 0, "\(run.stderr)")
        guard Self.hasBrowser() else { return }
        let seen = try Self.check(["ride", folder + "/hrv.html"])
        let hrv = seen["hrv"] as? [String: Any] ?? [:]
        let text = hrv["text"] as? String ?? ""
        #expect(text.contains("RMSSD") && text.contains("corrected") && hrv["chart"] as? Bool == true, "\(hrv)")
        #expect(!text.contains("α1 0.75 at"), "a steady ride has no threshold: \(text)")
    }

    @Test("a run as a run: pace in min/km, cadence in steps a minute, best times by distance")
    func run() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 3 m/s (5:33 a km) at 85 strides a minute (FIT's running cadence: one foot), so 170 steps.
        let samples = (0..<600).map { i -> MessyRides.Sample in
            var s = Self.sample(i)
            (s.speed, s.cadence, s.power, s.distance) = (3, 85, nil, Double(i) * 3)
            return s
        }
        let bytes = try MessyRides.file(
            samples,
            session: MessyRides.Session(start: Self.start, elapsed: 599, timer: 599, distance: 1797, sport: .running))
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/run.fit"))
        let report = try Fitkit.run(["report", folder + "/run.fit", "-o", folder + "/run.html", "--no-privacy"])
        #expect(report.status == 0, "\(report.stderr)")
        guard Self.hasBrowser() else { return }
        let seen = try Self.check(["ride", folder + "/run.html", "--hover", "300"])
        let labels = seen["chart_labels"] as? [String] ?? []
        #expect(labels.contains("Pace (min/km)") && labels.contains("Cadence (spm)"), "\(labels)")
        let values = (seen["hover"] as? [String: Any])?["values"] as? [[String]] ?? []
        #expect(values.contains { $0.first == "cadence" && $0.last?.contains("170 spm") == true }, "\(values)")
        #expect(values.contains { $0.first == "speed" && $0.last?.contains("5:33 /km") == true }, "\(values)")
        let cadence = (seen["figures"] as? [[Any]] ?? []).first { $0.first as? String == "avg_cadence" }
        #expect(cadence?[2] as? String == "170 spm", "the head says steps as the chart does: \(cadence ?? [])")
        // 1,797 m at 3 m/s: the best 400 m in 2:13 (133.3 s), the best km in 5:33 (333.3 s), nothing longer.
        let best = seen["best_times_rows"] as? [[String]] ?? []
        #expect(best.map { $0.first ?? "" } == ["400 m", "1 km", "1 mile"], "\(best)")
        #expect(best.first?[1] == "2:13" && best.dropFirst().first?[1] == "5:33", "\(best)")
        #expect(best.allSatisfy { $0.last == "5:33 /km" }, "\(best)")
    }

    @Test("a ride's start as people write it, in its own local time")
    func startText() {
        // 2022-04-30T14:23:46Z, a Saturday; at −07:00 it is 07:23 that morning.
        #expect(ReportContext.startText(1_020_263_026, utcOffset: -25_200) == "Sat 30 Apr 2022, 07:23 (UTC−07:00)")
        #expect(ReportContext.startText(1_020_263_026, utcOffset: nil) == "Sat 30 Apr 2022, 14:23 (UTC)")
        // Past midnight east of Greenwich: the next day, a Sunday.
        #expect(ReportContext.startText(1_020_263_026, utcOffset: 36_000) == "Sun 1 May 2022, 00:23 (UTC+10:00)")
    }

    @Test("without Debian's JavaScript libraries, report says which package to install and writes nothing")
    func missingLibrary() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.ride(seconds: 120, lap: 60)).write(to: URL(fileURLWithPath: folder + "/ride.fit"))
        var environment = ProcessInfo.processInfo.environment
        environment["FITKIT_JAVASCRIPT"] = folder + "/nothing"
        let run = try Shell.run(
            Paths.fitkit, ["report", folder + "/ride.fit", "-o", folder + "/ride.html"], environment: environment)
        #expect(run.status == 1)
        #expect(run.stderr.contains("libjs-dygraphs"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/ride.html"))
    }

    /// A drag across the power chart: the selection's figures are what `fitkit rows` says over those seconds,
    /// worked out here (means, distance run, the loop NP by its definition, gain by a 3 m hysteresis), within the
    /// page's rounding of its streams (whole watts and beats, speed to 0.01 km/h, altitude to 0.1 m).
    static func expectSelection(_ seen: [String: Any], equalToRowsOf file: String) throws {
        let window = seen["drag_window"] as? [Double] ?? []
        let picked = seen["drag_selection"] as? [String: Any] ?? [:]
        let figures = picked["figures"] as? [String: Any] ?? [:]
        guard let from = picked["from"] as? Int, let to = picked["to"] as? Int else {
            Issue.record("no selection after a drag: \(seen["drag_selection"] ?? "nothing")")
            return
        }
        #expect(window.count == 2 && abs(window[0] - Double(from)) <= 1 && abs(window[1] - Double(to)) <= 1)
        #expect(to - from > 200, "a third of the ride: \(from)…\(to)")
        let rows = try Fitkit.run(["rows", "--table", "records", "--no-privacy", file])
        var records: [Int: [String: Any]] = [:]
        var first: Double?
        for line in rows.stdout.split(separator: "\n") {
            guard let r = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let iso = r["timestamp"] as? String,
                let t = ISO8601DateFormatter().date(from: iso)?.timeIntervalSince1970
            else { continue }
            first = first ?? t
            records[Int(t - (first ?? t))] = r
        }
        let span = (from...to).compactMap { records[$0] }
        #expect(span.count == to - from + 1)
        func values(_ key: String) -> [Double] { span.compactMap { ($0[key] as? NSNumber)?.doubleValue } }
        func mean(_ v: [Double]) -> Double { v.reduce(0, +) / Double(v.count) }
        func near(_ key: String, _ expected: Double, _ tolerance: Double) {
            let got = (figures[key] as? NSNumber)?.doubleValue ?? .nan
            #expect(abs(got - expected) <= tolerance, "\(key): page \(got), rows \(expected)")
        }
        let watts = values("power")
        near("seconds", Double(to - from), 0)
        near("avg_power", mean(watts), 1e-9)
        near("avg_heart_rate", mean(values("heart_rate")), 1e-9)
        near("avg_cadence", mean(values("cadence").filter { $0 > 0 }), 1e-9)  // pedalling cadence
        near("avg_speed", mean(values("speed")) * 3.6, 0.005)
        let distance = values("distance")
        near("distance", ((distance.last ?? 0) - (distance.first ?? 0)) / 1000, 1e-4)
        // NP of the stretch alone: each second starts a 30 s window, taken round the stretch as a loop.
        let n = watts.count
        let fourth = (0..<n).reduce(0.0) { sum, start in
            sum + pow((0..<30).reduce(0.0) { $0 + watts[(start + $1) % n] } / 30, 4)
        }
        near("np", pow(fourth / Double(n), 0.25), 1e-6)
        var reference: Double?, gained = 0.0
        for a in values("altitude") {
            guard let r = reference else {
                reference = a
                continue
            }
            if a > r + 3 {
                gained += a - r
                reference = a
            } else if a < r - 3 {
                reference = a
            }
        }
        near("gain", gained, 0.5)
        let shown = Dictionary(
            (seen["drag_shown"] as? [[String]] ?? []).map { ($0[0], $0[1]) }, uniquingKeysWith: { a, _ in a })
        #expect(shown["avg_power"] == String(format: "%.0f W", mean(watts)), "\(shown)")
        #expect(shown["np"]?.hasPrefix("NP ") == true && shown["distance"]?.hasSuffix(" km") == true, "\(shown)")
        #expect(seen["drag_after_reset"] as? Bool == true, "the whole ride has no selection")
    }
}
