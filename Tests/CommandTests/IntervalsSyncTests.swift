import FITKit
import FITProfile
import Foundation
import Testing
import TestSupport

/// intervals.icu as a third sync source, against a fake intervals.icu on 127.0.0.1 (real HTTP, its
/// API's shapes and failures), with real fitkit processes and a real library. Expected files are the fake's own
/// bytes (their SHA-256), written by Tools/make-rides.py, not by fitkit.
@Suite struct IntervalsSyncTests {
    /// One activity of each kind the service lists: FIT files as they are, gzip-compressed as a file and as a
    /// transfer, a Strava stub, a manual entry, a GPX original.
    nonisolated(unsafe) static let mixed: [[String: Any]] = [
        ["index": 0, "name": "Col du Glandon", "description": "hot"], ["index": 1, "gzip": "file"],
        ["index": 2, "gzip": "transport"], ["index": 3, "kind": "strava"], ["index": 4, "kind": "manual"],
        ["index": 5, "kind": "gpx"]
    ]

    /// Every activity with a FIT file is in the library once, under its intervals.icu id, as the bytes served.
    static func expectHeldOnce(_ fake: FakeIntervals, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let held = try fake.held(source: "intervals")
        #expect(held.map(\.rideID) == fake.withFiles.map(\.id).sorted(), sourceLocation: sourceLocation)
        let served = Dictionary(uniqueKeysWithValues: fake.withFiles.map { ($0.id, $0.sha256) })
        #expect(held.allSatisfy { served[$0.rideID] == $0.sha256 }, "\(held)", sourceLocation: sourceLocation)
    }

    @Test("login checks the key with the service; a wrong key or athlete exits 1 and keeps nothing")
    func login() throws {
        let fake = try FakeIntervals(["activities": 1])
        let file = fake.config + "/fitkit/intervals.json"
        let wrong = try fake.fitkit(
            ["login", "intervals", "--athlete-id", "i4242", "--api-key-stdin"], stdin: "not-the-key\n")
        #expect(wrong.status == 1 && wrong.stderr.split(separator: "\n").count == 1, "\(wrong.stderr)")
        #expect(wrong.stderr.contains("intervals refused the login: the API key was refused"), "\(wrong.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
        let other = try fake.fitkit(
            ["login", "intervals", "--athlete-id", "i7", "--api-key-stdin"], stdin: fake.key + "\n")
        #expect(other.status == 1 && other.stderr.contains("athlete i4242's"), "\(other.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try fake.fitkit(["login", "intervals"]).status == 2)  // no athlete id: a usage error
        #expect(try fake.fitkit(["login", "intervals", "--athlete-id", "x1"]).status == 2)
        let none = try fake.fitkit(["login", "intervals", "--athlete-id", "i4242", "--api-key-stdin"], stdin: "")
        #expect(none.status == 1 && none.stderr == "fitkit: no API key on standard input\n", "\(none.stderr)")

        let run = try fake.fitkit(
            ["login", "intervals", "--athlete-id", "4242", "--api-key-stdin"], stdin: fake.key + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "logged in to intervals.icu as Ride R (i4242); the API key does not expire\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // The key from the environment, as a script gives it.
        try FileManager.default.removeItem(atPath: file)
        fake.extraEnvironment["FITKIT_INTERVALS_API_KEY"] = fake.key
        #expect(try fake.fitkit(["login", "intervals", "--athlete-id", "i4242"]).status == 0)
        // Basic auth with the user name API_KEY, to the API's host, never in a URL.
        let requests = try fake.requests()
        let expected = "Basic " + Data("API_KEY:\(fake.key)".utf8).base64EncodedString()
        #expect(requests.last?.headers["authorization"] == expected && requests.last?.path == "/api/v1/athlete/0")
        #expect(requests.allSatisfy { !$0.query.values.contains { $0.contains(fake.key) } })
    }

    @Test(
        "sync brings every FIT original once with its id and name, expanded from gzip; Strava stubs, manual entries and GPX originals are skipped and counted"
    )
    func firstSync() throws {
        let fake = try FakeIntervals(["activities": Self.mixed])
        try fake.login()
        let run = try fake.fitkit(["sync", "--source", "intervals", "--pace", "0", "--verbose"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.hasSuffix(
                "intervals: listed 6, new 3, already held 0, merged 0, failed 0, queued for retry 0, skipped 3 "
                    + "(1 whose original is GPX, not FIT; 1 without a file (manual entries); "
                    + "1 from Strava (intervals.icu's API does not serve them))\n"),
            "\(run.stdout)")
        try Self.expectHeldOnce(fake)
        #expect(
            try fake.sql("SELECT title, description FROM activities WHERE title = 'Col du Glandon'")
                == "Col du Glandon|hot\n")
        // The list once, a file request for each FIT original only; the key never in output or the library.
        let requests = try fake.requests()
        #expect(requests.filter { $0.path.hasSuffix("/activities") }.count == 1)
        let files = requests.filter { $0.path.hasSuffix("/file") }.map(\.path).sorted()
        #expect(files == fake.withFiles.map { "/api/v1/activity/\($0.id)/file" }.sorted())
        #expect(!(run.stdout + run.stderr).contains(fake.key))
        let dump = try Shell.run("/usr/bin/sqlite3", [fake.library + "/library.sqlite", ".dump"]).stdout
        #expect(!dump.contains(fake.key))
        // Again: nothing new, the skipped ones counted again, nothing fetched.
        let again = try fake.fitkit(["sync", "--source", "intervals", "--pace", "0"])
        #expect(again.stdout.contains("listed 6, new 0, already held 3") && again.stdout.contains("skipped 3"))
        #expect(try fake.requests().filter { $0.path.hasSuffix("/file") }.count == 3)
    }

    @Test("a ride the library holds from a device file, iGPSport or Strava is merged, not fetched again")
    func mergesWithOtherSources() throws {
        // Activity 0 comes from iGPSport first, activity 1 from the device (a file imported by hand): the same
        // rides, by their start and duration.
        let igpsport = try FakeIGPSport(["rides": 1])
        let fake = try FakeIntervals(["activities": 3])
        try fake.login()
        let igpsportRun = try Shell.run(
            Paths.fitkit, ["login", "igpsport", "--username", "rider@example.com", "--password-stdin"],
            stdin: try Self.file(igpsport.folder, "secret\n"), environment: igpsport.environment)
        #expect(igpsportRun.status == 0)
        let pulled = try Shell.run(
            Paths.fitkit, ["sync", "--source", "igpsport", "--pace", "0", "--library", fake.library],
            environment: igpsport.environment)
        #expect(pulled.status == 0, "\(pulled.stderr)")
        let device = fake.folder + "/device.fit"
        let made = try Shell.run(
            "/usr/bin/python3",
            [
                "-c",
                """
                import importlib.util, sys
                spec = importlib.util.spec_from_file_location("m", sys.argv[1]); m = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(m); open(sys.argv[2], "wb").write(m.ride(1, 60))
                """, Paths.packageRoot.path + "/Tools/make-rides.py", device
            ])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try fake.fitkit(["import", device]).status == 0)
        let run = try fake.fitkit(["sync", "--source", "intervals", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("listed 3, new 1, already held 0, merged 2"), "\(run.stdout)")
        #expect(try fake.sql("SELECT COUNT(*) FROM activities") == "3\n")
        // The merged ones were matched from the list: only activity 2's file was fetched.
        let files = try fake.requests().filter { $0.path.hasSuffix("/file") }.map(\.path)
        #expect(
            files == ["/api/v1/activity/\(fake.activities.first { $0.start == 1_577_836_800 + 2 * 21_600 }!.id)/file"])
        let sources = try fake.sql(
            "SELECT GROUP_CONCAT(source, ',') FROM (SELECT activity_id, source FROM activity_sources ORDER BY source) GROUP BY activity_id ORDER BY activity_id"
        )
        #expect(sources == "igpsport,intervals\nfile,intervals\nintervals\n", "\(sources)")
    }

    @Test(
        "a ride the library holds as a copy rebuilt from Strava's streams is fetched from intervals.icu: the original takes over, keeping the title, and sync-and-export exports it"
    )
    func originalTakesOverRebuiltCopy() throws {
        let fake = try FakeIntervals(["activities": 2])
        try fake.login()
        // Activity 1 as fitkit writes a Strava ride from its streams: its file_id says so; no positions.
        let start = UInt32(1_577_836_800 + 21_600 - 631_065_600)
        var e = FITEncoder()
        try e.write([
            (FileIdField.type, .value(Profile.File.activity)),
            (.manufacturer, .value(Profile.Manufacturer.development)),
            (.timeCreated, .time(start)), (.productName, .text("fitkit from Strava streams"))
        ])
        for t in stride(from: 0, to: 60, by: 2) {
            try e.write([(RecordField.timestamp, .time(start + UInt32(t))), (.heartRate, .number(120))])
        }
        try e.write([
            (SessionField.timestamp, .time(start + 59)), (.startTime, .time(start)), (.totalElapsedTime, .number(59)),
            (.totalTimerTime, .number(59)), (.sport, .value(Profile.Sport.cycling))
        ])
        let rebuilt = fake.folder + "/strava-copy.fit"
        try Data(e.file()).write(to: URL(fileURLWithPath: rebuilt))
        #expect(try fake.fitkit(["import", rebuilt]).status == 0)
        let id = try fake.sql("SELECT id FROM activities").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try fake.sql("SELECT derived FROM activities") == "1\n")
        #expect(try fake.fitkit(["edit", id, "--title", "Morning loop", "--library", fake.library]).status == 0)
        let out = fake.folder + "/out"
        let run = try fake.fitkit(["sync-and-export", "--source", "intervals", "--gpx", "-o", out, "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        // Both originals fetched; the copy's activity now holds the original, under the same id and title.
        #expect(try fake.requests().filter { $0.path.hasSuffix("/file") }.count == 2)
        let all = try fake.sql("SELECT id, derived, title FROM activities")
        #expect(try fake.sql("SELECT derived, title FROM activities WHERE id = \(id)") == "0|Morning loop\n", "\(all)")
        #expect(try fake.sql("SELECT COUNT(*) FROM activities WHERE merged_into IS NULL") == "2\n")
        let exported = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".gpx") }
        #expect(exported.count == 2, "\(exported)")
    }

    static func file(_ folder: String, _ text: String) throws -> String {
        let path = folder + "/stdin-\(UUID().uuidString)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("sync killed with SIGKILL at random moments: every activity ends up once, nothing partial")
    func killedAtRandom() throws {
        let fake = try FakeIntervals([
            "activities": 20,
            "faults": [["route": "file", "kind": "slow_headers", "delay": 0.04, "times": 10_000]]
        ])
        try fake.login()
        let delays = try fake.killAtRandom(
            ["sync", "--source", "intervals", "--pace", "0"], rounds: 10, seed: 31, spread: 700)
        let last = try fake.fitkit(["sync", "--source", "intervals", "--pace", "0"])
        #expect(last.status == 0, "after kills at \(delays): \(last.stderr)")
        try Self.expectHeldOnce(fake)
        #expect(try fake.sql("SELECT COUNT(*) FROM activities") == "20\n")
        #expect(try fake.sql("PRAGMA integrity_check").hasPrefix("ok"))
        let partials = try Shell.run("/usr/bin/find", [fake.folder, "-name", "*.partial-*"]).stdout
        #expect(partials.isEmpty, "\(partials)")
    }

    @Test("under the rate limit by itself; a 429, a 5xx and a cut-off file are waited out or retried")
    func faultsAndRateLimit() throws {
        let fake = try FakeIntervals([
            "activities": 14,
            "faults": [
                ["route": "list", "kind": "status", "status": 429, "headers": ["Retry-After": "1"]],
                ["route": "file", "kind": "status", "status": 502, "body": "Bad Gateway"],
                ["route": "file", "kind": "truncated", "ride": "i55751790"]
            ]
        ])
        try fake.login()
        let run = try fake.fitkit(["sync", "--source", "intervals", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("listed 14, new 14"), "\(run.stdout)")
        try Self.expectHeldOnce(fake)
        let statuses = try fake.requests().compactMap(\.status)
        #expect(statuses.filter { $0 == 429 }.count == 1, "fitkit went over ten requests a second: \(statuses)")
    }

    @Test(
        "a 429 asking to come back in a year stops the sync at once (75), saying it is the service's rate limit and when to resume; --no-wait stops at a short one too"
    )
    func longRateLimitStopsAtOnce() throws {
        let year = 365 * 86_400
        let fake = try FakeIntervals([
            "activities": 3,
            "faults": [
                ["route": "list", "kind": "status", "status": 429, "times": 20, "headers": ["Retry-After": "\(year)"]]
            ]
        ])
        try fake.login()
        let started = Date()
        let run = try fake.fitkit(["sync", "--source", "intervals", "--pace", "0"])
        #expect(Date().timeIntervalSince(started) < 60, "it waited")
        #expect(run.status == 75, "\(run.stderr)")
        #expect(run.stderr.contains("rate limit is reached (HTTP 429): run `fitkit sync` again after"), "\(run.stderr)")
        let resume = try Shell.run(
            "/bin/date", ["-u", "-d", "@\(Int(Date().timeIntervalSince1970) + year)", "+%Y-%m-%d"])
        #expect(run.stderr.contains(resume.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(run.stderr)")
        #expect(try fake.requests().filter { $0.status == 429 }.count == 1)
        // A short one is waited out, unless --no-wait.
        let short = try FakeIntervals([
            "activities": 3,
            "faults": [
                ["route": "list", "kind": "status", "status": 429, "times": 20, "headers": ["Retry-After": "30"]]
            ]
        ])
        try short.login()
        let noWait = try short.fitkit(["sync", "--source", "intervals", "--pace", "0", "--no-wait"])
        #expect(noWait.status == 75 && noWait.stderr.contains("rate limit"), "\(noWait.stderr)")
        #expect(try short.requests().filter { $0.status == 429 }.count == 1)
    }

    @Test(
        "login checks the key's athlete when the profile gives its id as a number; list rows whose id is not one are counted as skipped"
    )
    func numericIDsAndBadRows() throws {
        let other = try FakeIntervals(["activities": 1, "profile_id": 7])
        let refused = try other.fitkit(
            ["login", "intervals", "--athlete-id", "i4242", "--api-key-stdin"], stdin: other.key + "\n")
        #expect(refused.status == 1 && refused.stderr.contains("athlete i7's"), "\(refused.stderr)")
        let fake = try FakeIntervals([
            "activities": 2, "profile_id": 4242,
            "extra_rows": [
                ["id": 18_446_744_073_709_551_616.0, "name": "big"], ["id": 1e300, "name": "huge"],
                ["id": true, "name": "yes"], ["id": ["x": 1], "name": "object"]
            ]
        ])
        let login = try fake.fitkit(
            ["login", "intervals", "--athlete-id", "i4242", "--api-key-stdin"], stdin: fake.key + "\n")
        #expect(login.status == 0, "\(login.stderr)")
        let run = try fake.fitkit(["sync", "--source", "intervals", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("listed 6, new 2"), "\(run.stdout)")
        #expect(
            run.stdout.contains("4 an id that is neither a string nor a whole number")
                || run.stdout.contains("skipped 4"), "\(run.stdout)")
    }

    @Test("a gzip-compressed file that inflates past --max-size is that activity's failure; the others arrive")
    func gzipBomb() throws {
        let fake = try FakeIntervals([
            "activities": [["index": 0], ["index": 1, "gzip": "file", "bomb": 64 << 20], ["index": 2, "gzip": "file"]]
        ])
        try fake.login()
        let run = try fake.fitkit(["sync", "--source", "intervals", "--pace", "0", "--max-size", "1000000"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(
            run.stdout.contains("listed 3, new 2, already held 0, merged 0, failed 0, queued for retry 1"),
            "\(run.stdout)")
        #expect(
            run.stderr.contains("intervals i55751784: the downloaded file is not a whole FIT file: its gzip"),
            "\(run.stderr)")
        #expect(try fake.held(source: "intervals").map(\.rideID) == ["i55751783", "i55751785"])
    }

    @Test("a key made anew stops the sync (75) asking to log in; status, sync-and-export and logout")
    func statusExportAndLogout() throws {
        let fake = try FakeIntervals(["activities": Self.mixed])
        try fake.login()
        let out = fake.folder + "/out"
        let export = try fake.fitkit(["sync-and-export", "--source", "intervals", "--gpx", "-o", out, "--pace", "0"])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(Shell.files(in: out).filter { $0.hasSuffix(".gpx") }.count == 3, "\(Shell.files(in: out))")
        let status = try fake.fitkit(["sync", "--status", "--library", fake.library])
        #expect(status.stdout.contains("intervals: logged in as Ride R (i4242)\n"), "\(status.stdout)")
        #expect(status.stdout.contains("stored 3, pending 0, failed 0"))
        let json = try fake.fitkit(["sync", "--status", "--json", "--library", fake.library])
        let sources = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        let intervals = sources?.first { $0["source"] as? String == "intervals" }
        #expect(intervals?["logged_in"] as? Bool == true && intervals?["token_expires"] is NSNull)
        // The key is made anew on the site: the saved one is refused.
        let file = fake.config + "/fitkit/intervals.json"
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        try saved.replacingOccurrences(of: fake.key, with: "an-old-key").write(
            toFile: file, atomically: true, encoding: .utf8)
        let refused = try fake.fitkit(["sync", "--source", "intervals", "--pace", "0"])
        #expect(refused.status == 75, "\(refused.stderr)")
        #expect(refused.stderr.contains("intervals.icu refuses the API key"), "\(refused.stderr)")
        #expect(refused.stderr.contains("run `fitkit login intervals`"))
        let logout = try fake.fitkit(["logout", "intervals"])
        #expect(logout.status == 0 && logout.stdout == "logged out of intervals\n")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try fake.fitkit(["logout", "intervals"]).stdout == "not logged in to intervals\n")
    }
}
