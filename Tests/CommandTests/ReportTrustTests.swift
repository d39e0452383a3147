import Foundation
import Testing
import TestSupport

/// `fitkit report` on hostile and odd input (docs/REPORT.md, "What a page promises"): no text changes how a page
/// parses, no setting reaches the page's policy or markup, nothing is written over that report did not write,
/// no line crosses a privacy zone, and a ride that never moved still has a page.
@Suite(.serialized) struct ReportTrustTests {
    static func write(_ bytes: [UInt8], _ path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    static func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test("a title, file name or device name holding <!--<script> cannot blank the page or the site's index")
    func hostileText() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "x<!--<script>y"
        try Self.write(ReportTests.ride(seconds: 300, lap: 100), folder + "/\(name).fit")
        let run = try Fitkit.run(["report", folder + "/\(name).fit", "-o", folder + "/r.html", "--no-privacy"])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try #require(Self.text(folder + "/r.html"))
        // Inside the data block no <, > or & is left to parse; the JSON still reads back the same title.
        let data = try ReportTests.pageData(html)
        #expect(data["title"] as? String == name)
        let open = try #require(html.range(of: "<script id=\"ride-data\" type=\"application/json\">"))
        let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let block = html[open.upperBound..<close.lowerBound]
        #expect(!block.contains("<") && !block.contains(">") && !block.contains("&"))
        // The figures name the file, not the folders it was found in.
        #expect(!html.contains(folder), "the page holds the input's folder")
        if ReportTests.hasBrowser() {
            let seen = try ReportTests.check(["ride", folder + "/r.html"])
            #expect((seen["console"] as? [String])?.isEmpty == true, "\(seen["console"] ?? "")")
            let sections = seen["sections"] as? [String: Any] ?? [:]
            #expect(sections["title"] as? String == name)
            #expect((sections["charts"] as? Int ?? 0) >= 4 && sections["map"] as? Bool == true)
            #expect(sections["laps"] as? Int == 3)
        }
        // A title edited in the library (as a synced one would come), with a line separator too.
        let library = folder + "/library"
        #expect(try Fitkit.run(["import", "--library", library, folder + "/\(name).fit"]).status == 0)
        let title = "a <!--<script> b \u{2028} c"
        #expect(try Fitkit.run(["edit", "1", "--title", title, "--library", library]).status == 0)
        let site = try Fitkit.run(["report", "--site", "-o", folder + "/site", "--library", library, "--no-privacy"])
        #expect(site.status == 0, "\(site.stderr)")
        let index = try #require(Self.text(folder + "/site/index.html"))
        #expect(!index.contains("\u{2028}"))
        guard ReportTests.hasBrowser() else { return }
        let seen = try ReportTests.check(["site", folder + "/site/index.html"])
        #expect((seen["console"] as? [String])?.isEmpty == true, "\(seen["console"] ?? "")")
        #expect(seen["initial"] as? [Int] == [1])
    }

    @Test("--tiles and report.conf are checked as URLs; the attribution is shown as text")
    func tileSettings() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(ReportTests.ride(seconds: 120, lap: 60), folder + "/ride.fit")
        for bad in [
            "https://tile.example.org/{z}/{x}/{y}.png\" onload=\"alert(1)",
            "https://a.org/{z}/{x}/{y}.png; connect-src *",
            "https://a.org;connect-src/{z}/{x}/{y}.png", "javascript:alert(1)//{z}/{x}/{y}", "https:///{z}/{x}/{y}",
            "https://a.org/{z}/{x}.png", "https://a.org/<b>/{z}/{x}/{y}.png"
        ] {
            let run = try Fitkit.run(["report", folder + "/ride.fit", "-o", folder + "/bad.html", "--tiles", bad])
            #expect(run.status == 2, "\(bad): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/bad.html"))
        }
        // The file's setting is checked as the flag is.
        let config = folder + "/config"
        try FileManager.default.createDirectory(atPath: config + "/fitkit", withIntermediateDirectories: true)
        try "tiles = https://a.org/{z}/{x}/{y}.png\"; script-src *\n".write(
            toFile: config + "/fitkit/report.conf", atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = config
        let fromFile = try Shell.run(
            Paths.fitkit, ["report", folder + "/ride.fit", "-o", folder + "/bad.html"], environment: environment)
        #expect(fromFile.status == 2 && fromFile.stderr.contains("report.conf"), "\(fromFile.stderr)")
        // A good server (on loopback, where nothing answers) and an attribution that is markup.
        let attribution = "<img src=x onerror=\"document.title='owned'\"> Tiles"
        let good = try Fitkit.run([
            "report", folder + "/ride.fit", "-o", folder + "/tiles.html", "--tiles",
            "http://127.0.0.1:9/{z}/{x}/{y}.png",
            "--tiles-attribution", attribution
        ])
        #expect(good.status == 0, "\(good.stderr)")
        let html = try #require(Self.text(folder + "/tiles.html"))
        #expect(html.contains("img-src data: http://127.0.0.1:9;\">"))
        guard ReportTests.hasBrowser() else { return }
        let seen = try ReportTests.check(["ride", folder + "/tiles.html"])
        let sections = seen["sections"] as? [String: Any] ?? [:]
        #expect((sections["attribution_text"] as? String)?.contains("<img src=x") == true, "\(sections)")
        #expect(sections["attribution_images"] as? Int == 0)
    }

    @Test("report writes over no input and no file it did not write; names never collide; -o - is standard output")
    func outputs() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ride = try ReportTests.ride(seconds: 120, lap: 60)
        try FileManager.default.createDirectory(atPath: folder + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/b", withIntermediateDirectories: true)
        try Self.write(ride, folder + "/a/ride.fit")
        try Self.write(try ReportTests.ride(seconds: 180, lap: 60), folder + "/b/ride.fit")
        // The input is never the output.
        let own = try Fitkit.run(["report", folder + "/a/ride.fit", "-o", folder + "/a/ride.fit"])
        #expect(own.status == 1 && own.stderr.contains("is an input"), "\(own.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/a/ride.fit")) == Data(ride))
        // Several inputs into one page: a usage error, nothing written.
        let two = try Fitkit.run(["report", folder + "/a/ride.fit", folder + "/b/ride.fit", "-o", folder + "/p.html"])
        #expect(two.status == 2 && !FileManager.default.fileExists(atPath: folder + "/p.html"), "\(two.stderr)")
        let both = try Fitkit.run(["report", folder + "/a", folder + "/b", "-o", folder + "/p.html"])
        #expect(both.status == 2, "\(both.stderr)")
        // Two inputs of one name into a folder: two pages.
        let pages = try Fitkit.run(["report", folder + "/a/ride.fit", folder + "/b/ride.fit", "-o", folder + "/out"])
        #expect(pages.status == 0, "\(pages.stderr)")
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: folder + "/out")) == ["ride.html", "ride-2.html"])
        // An unrelated file is not written over without --overwrite; a page report wrote is.
        try "notes".write(toFile: folder + "/notes.html", atomically: true, encoding: .utf8)
        let unrelated = try Fitkit.run(["report", folder + "/a/ride.fit", "-o", folder + "/notes.html"])
        #expect(unrelated.status == 1 && Self.text(folder + "/notes.html") == "notes", "\(unrelated.stderr)")
        let forced = try Fitkit.run(["report", folder + "/a/ride.fit", "-o", folder + "/notes.html", "--overwrite"])
        #expect(forced.status == 0 && Self.text(folder + "/notes.html") != "notes")
        let again = try Fitkit.run(["report", folder + "/a/ride.fit", "-o", folder + "/out/ride.html"])
        #expect(again.status == 0, "\(again.stderr)")
        // Standard output.
        let piped = try Fitkit.run(["report", folder + "/a/ride.fit", "-o", "-"], in: folder)
        #expect(piped.status == 0 && piped.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/-"))
        // A file that is not an activity: said, exit 1, nothing written.
        let course = try Fitkit.run(["report", Paths.fixture("MonitoringFile.fit"), "-o", folder + "/w.html"])
        #expect(course.status == 1 && course.stderr.contains("not an activity"), "\(course.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/w.html"))
    }

    @Test(
        "a site writes and removes only what it wrote: another's index, another library's site, a failed page's fingerprint"
    )
    func siteOwnsItsFiles() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = folder + "/library", other = folder + "/other", site = folder + "/site"
        for n in 0..<2 { try Self.write(Self.ride(day: n), folder + "/ride\(n).fit") }
        #expect(
            try Fitkit.run(["import", "--library", library, folder + "/ride0.fit", folder + "/ride1.fit"]).status == 0)
        #expect(try Fitkit.run(["import", "--library", other, folder + "/ride0.fit"]).status == 0)
        // A folder with someone's index.html is not taken.
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        try "mine".write(toFile: site + "/index.html", atomically: true, encoding: .utf8)
        let taken = try Fitkit.run(["report", "--site", "-o", site, "--library", library, "--no-privacy"])
        #expect(taken.status == 1 && Self.text(site + "/index.html") == "mine", "\(taken.stderr)")
        try FileManager.default.removeItem(atPath: site + "/index.html")
        let made = try Fitkit.run(["report", "--site", "-o", site, "--library", library, "--no-privacy"])
        #expect(made.status == 0, "\(made.stderr)")
        // Another library's site in the same folder: refused, nothing removed.
        let foreign = try Fitkit.run(["report", "--site", "-o", site, "--library", other, "--no-privacy"])
        #expect(foreign.status == 1 && foreign.stderr.contains("another library"), "\(foreign.stderr)")
        #expect(FileManager.default.fileExists(atPath: site + "/activities/2.html"))
        // A page that cannot be made keeps its old fingerprint: once it can, it is made.
        #expect(try Fitkit.run(["edit", "2", "--title", "Renamed", "--library", library]).status == 0)
        let second = [UInt8](try Self.ride(day: 1))
        let stored = try #require(
            Self.storedFiles(library).first { (try? Data(contentsOf: URL(fileURLWithPath: $0))) == Data(second) })
        let original = try Data(contentsOf: URL(fileURLWithPath: stored))
        try Data(original.prefix(20)).write(to: URL(fileURLWithPath: stored))
        let broken = try Fitkit.run(["report", "--site", "-o", site, "--library", library, "--no-privacy"])
        #expect(broken.status == 1, "\(broken.stderr)")
        #expect(FileManager.default.fileExists(atPath: site + "/activities/2.html"))
        try original.write(to: URL(fileURLWithPath: stored))
        let mended = try Fitkit.run(["report", "--site", "-o", site, "--library", library, "--no-privacy"])
        #expect(mended.status == 0 && mended.stderr.contains("1 page written"), "\(mended.stderr)")
        #expect(Self.text(site + "/activities/2.html")?.contains("Renamed") == true)
        // An activity gone from the library: its page goes, and the run says so; a file of the user's stays.
        try "keep".write(toFile: site + "/activities/notes.html", atomically: true, encoding: .utf8)
        #expect(try Fitkit.run(["rm", "1", "--library", library]).status == 0)
        let removed = try Fitkit.run(["report", "--site", "-o", site, "--library", library, "--no-privacy"])
        #expect(removed.status == 0 && removed.stderr.contains("removed 1 page"), "\(removed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site + "/activities/1.html"))
        #expect(Self.text(site + "/activities/notes.html") == "keep")
    }

    /// Three minutes of ReportTests' ride, `day` days after its start.
    static func ride(day: Int) throws -> [UInt8] {
        let shift = UInt32(day) * 86_400
        let samples = (0..<180).map { i -> MessyRides.Sample in
            var s = ReportTests.sample(i)
            s.time += shift
            return s
        }
        return try MessyRides.file(
            samples,
            session: MessyRides.Session(start: ReportTests.start + shift, elapsed: 179, timer: 179, distance: 179 * 8))
    }

    /// The original files a library keeps.
    static func storedFiles(_ library: String) -> [String] {
        let root = library + "/files"
        let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return found.map { root + "/" + $0 }.filter {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &folder) && !folder.boolValue
        }
    }

    @Test("privacy in every picture: no line across a zone on the page's map, no old heatmap after a zone hides all")
    func privacyInPictures() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(ReportTests.ride(seconds: 600, lap: 300), folder + "/ride.fit")
        // A zone of 15 m round second 300's position: three seconds hidden (8 m/s), a gap shorter than the
        // five the map once joined across.
        let centre = ReportTests.sample(300)
        let zone = "\(centre.latitude ?? 0),\(centre.longitude ?? 0),15"
        let run = try Fitkit.run([
            "report", folder + "/ride.fit", "-o", folder + "/ride.html", "--no-privacy", "--privacy-zone", zone
        ])
        #expect(run.status == 0, "\(run.stderr)")
        if ReportTests.hasBrowser() {
            let seen = try ReportTests.check(["ride", folder + "/ride.html"])
            let lines = seen["route_lines"] as? [[[Double]]] ?? []
            #expect(lines.count >= 2)
            // A record every 8 m: no drawn step is longer than one record's, so none crosses the hidden ones.
            for line in lines {
                for (a, b) in zip(line, line.dropFirst()) {
                    let north = (b[0] - a[0]) * ReportTests.metresPerDegree
                    let east = (b[1] - a[1]) * ReportTests.metresPerDegree * cos(a[0] * .pi / 180)
                    #expect((north * north + east * east).squareRoot() < 8.5, "\(a) → \(b)")
                }
            }
        }
        // A site, then a zone over the whole ride: the heatmap with the route goes.
        let library = folder + "/library", site = folder + "/site"
        #expect(try Fitkit.run(["import", "--library", library, folder + "/ride.fit"]).status == 0)
        #expect(try Fitkit.run(["report", "--site", "-o", site, "--library", library, "--no-privacy"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: site + "/heatmap.png"))
        let everything = try Fitkit.run([
            "report", "--site", "-o", site, "--library", library, "--no-privacy", "--privacy-zone", "45.0,7.0,20000"
        ])
        #expect(everything.status == 0, "\(everything.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site + "/heatmap.png"))
        #expect(Self.text(site + "/index.html")?.contains("\"heatmap\":null") == true)
    }

    @Test(
        "a ride that never moves, a single record, or times that run backwards still has a page with every section it has data for"
    )
    func stillRides() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = ReportTests.start
        func still(_ i: Int) -> MessyRides.Sample {
            MessyRides.Sample(
                time: start + UInt32(i), power: 150, heartRate: 120, cadence: 80, speed: 0, distance: 0,
                altitude: 300, latitude: 45, longitude: 7)
        }
        let rides: [(String, [MessyRides.Sample], Double)] = [
            ("still", (0..<600).map(still), 599),
            ("single", [still(0)], 1),
            (
                "backwards",
                (0..<300).map { i -> MessyRides.Sample in
                    var s = ReportTests.sample(i)
                    s.time = start + 300 - UInt32(i)
                    return s
                }, 299
            )
        ]
        for (name, samples, seconds) in rides {
            let bytes = try MessyRides.file(
                samples, session: MessyRides.Session(start: start, elapsed: seconds, timer: seconds, distance: 0))
            try Self.write(bytes, folder + "/\(name).fit")
            let run = try Fitkit.run(["report", folder + "/\(name).fit", "-o", folder + "/\(name).html", "--no-privacy"]
            )
            #expect(run.status == 0, "\(name): \(run.stderr)")
            guard ReportTests.hasBrowser() else { continue }
            let seen = try ReportTests.check(["ride", folder + "/\(name).html"])
            #expect((seen["console"] as? [String])?.isEmpty == true, "\(name): \(seen["console"] ?? "")")
            let sections = seen["sections"] as? [String: Any] ?? [:]
            #expect(sections["laps"] as? Int == 1, "\(name): \(sections)")
            if name != "backwards" {
                #expect(sections["map"] as? Bool == false, "\(name): \(sections)")
                #expect((sections["map_text"] as? String)?.hasPrefix("No route") == true, "\(name): \(sections)")
                // Nothing to draw: the panel is left out, not shown empty.
                #expect(sections["map_shown"] as? Bool == false, "\(name): \(sections)")
            }
            if name == "still" {
                #expect((sections["charts"] as? Int ?? 0) >= 3 && sections["curve"] as? Bool == true, "\(sections)")
            }
        }
    }
}
