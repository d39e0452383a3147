import Foundation
import Testing
import TestSupport

/// `fitkit login strava` and `sync --source strava` against a fake Strava on 127.0.0.1 (OAuth and API,
/// real HTTP), with real fitkit processes and a real library. The derived FIT files are read by Garmin's decoder
/// and compared with the streams the fake serves.
@Suite struct StravaSyncTests {
    static func count(_ fake: FakeService, _ sql: String) throws -> Int {
        Int(try fake.sql(sql).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    @Test(
        "refresh-token login rotates the token; sync writes every ride as FIT, once"
    )
    func firstSync() throws {
        let fake = try FakeStrava(["activities": 3])
        try fake.login()
        let saved = try fake.savedToken()
        #expect(saved["refresh_token"] as? String != "R0")  // Strava rotated it; the dead one is not kept
        let mode =
            try FileManager.default.attributesOfItem(atPath: fake.config + "/fitkit/strava.json")[.posixPermissions]
            as? Int
        #expect(mode == 0o600)
        let run = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.hasSuffix("strava: listed 3, new 3, already held 0, merged 0, failed 0, queued for retry 0\n"),
            "\(run.stdout)")
        let held = try fake.held(source: "strava").map(\.rideID)
        #expect(held == fake.activities.map { String($0.id) }.sorted())  // 64-bit ids, whole
        let requests = try fake.requests()
        let streams = requests.filter { $0.path.hasSuffix("/streams") }
        #expect(
            streams.count == 3
                && streams.allSatisfy { $0.query["key_by_type"] == "true" && $0.query["resolution"] == nil })
        #expect(
            requests.filter { $0.path == "/api/v3/athlete/activities" }.allSatisfy { $0.query["per_page"] == "200" })
        let again = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(again.status == 0 && again.stdout.contains("new 0, already held 3"))
    }

    @Test(
        "Garmin's decoder reads each FIT file sync wrote as the streams the service served",
        .enabled(if: ReferenceDecoder.available, Comment(rawValue: ReferenceDecoder.missing)))
    func garminReadsTheStreams() throws {
        let fake = try FakeStrava(["activities": 3])
        try fake.login()
        #expect(try fake.fitkit(["sync", "--source", "strava", "--pace", "0"]).status == 0)
        let token = try #require(try fake.savedToken()["access_token"] as? String)
        let read = try GarminRead.read(fake.activities.map { fake.library + "/files/strava/\($0.id).fit" })
        #expect(read.count == fake.activities.count)
        for (activity, garmin) in zip(fake.activities, read) {
            #expect(garmin.integrity && garmin.errors.isEmpty, "\(activity.id): \(garmin.errors)")
            // The streams as the service serves them, fetched as any client would.
            let fetched = try Shell.run(
                "/usr/bin/python3",
                [
                    "-c", Self.fetchScript,
                    fake.base + "/api/v3/activities/\(activity.id)/streams"
                        + "?keys=time,latlng,heartrate,watts,cadence,distance&key_by_type=true", token
                ])
            let s = try #require(try JSONSerialization.jsonObject(with: Data(fetched.stdout.utf8)) as? [String: Any])
            func data(_ key: String) -> [Any] { (s[key] as? [String: Any])?["data"] as? [Any] ?? [] }
            let start = garmin.messages["session"]?.first?["start_time"] as? Int ?? 0
            #expect(garmin.records.count == data("time").count && garmin.records.count == 60)
            for (i, r) in garmin.records.enumerated() where i < data("time").count {
                #expect((r["timestamp"] as? Int).map { $0 - start } == data("time")[i] as? Int, "time \(i)")
                let want = data("latlng")[i] as? [Double] ?? []
                let lat = GarminRead.degrees(r["position_lat"]) ?? .nan,
                    lon = GarminRead.degrees(r["position_long"]) ?? .nan
                #expect(want.count == 2 && abs(lat - want[0]) <= 1e-7 && abs(lon - want[1]) <= 1e-7, "position \(i)")
                #expect(r["heart_rate"] as? Int == data("heartrate")[i] as? Int, "hr \(i)")
                #expect(r["power"] as? Int == data("watts")[i] as? Int, "power \(i)")
                #expect(r["cadence"] as? Int == data("cadence")[i] as? Int, "cadence \(i)")
                let distance = (r["distance"] as? NSNumber)?.doubleValue ?? .nan
                #expect(
                    abs(distance - ((data("distance")[i] as? NSNumber)?.doubleValue ?? .nan)) <= 0.005, "distance \(i)")
            }
        }
    }

    /// Fetches a URL with a bearer token and prints the answer.
    static let fetchScript = """
        import sys, urllib.request
        request = urllib.request.Request(sys.argv[1], headers={"Authorization": "Bearer " + sys.argv[2]})
        sys.stdout.write(urllib.request.urlopen(request).read().decode())
        """

    @Test(
        "rides the library holds (device files) gain their Strava id and title without their streams being fetched; the original outranks a derived file"
    )
    func heldRidesAndOriginals() throws {
        let fake = try FakeStrava(["activities": 3])
        try fake.login()
        let device = fake.folder + "/device"
        #expect(
            try Shell.run("/usr/bin/python3", [Paths.packageRoot.path + "/Tools/make-rides.py", device, "3", "60"])
                .status == 0)
        #expect(try fake.fitkit(["import", device + "/ride-00000.fit", device + "/ride-00001.fit"]).status == 0)
        let run = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("new 1, already held 0, merged 2"), "\(run.stdout)")
        let streams = try fake.requests().filter { $0.path.hasSuffix("/streams") }
        #expect(streams.count == 1, "only the ride the library did not hold")
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM activities") == 3)
        #expect(
            try Self.count(
                fake, "SELECT COUNT(*) FROM activities WHERE title LIKE 'Morning Ride %' AND gear = 'Canyon Ultimate'")
                == 3)
        // The device file of the third ride arrives later: it becomes the activity's record, the Strava id stays.
        #expect(try fake.fitkit(["import", device + "/ride-00002.fit"]).status == 0)
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM activities WHERE merged_into IS NULL") == 3)
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM activities WHERE derived = 1") == 0)
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM activity_sources WHERE source = 'strava'") == 3)
    }

    @Test(
        "a sync plans its requests within the rate limit: it stops (75, naming the time) before a 429, and the next window goes on"
    )
    func rateBudget() throws {
        // 5 reads a quarter-hour: a page, then a detail and the streams of each new ride.
        let fake = try FakeStrava([
            "activities": 4, "limits": ["read": [5, 1000], "overall": [200, 2000]], "clock": 1_800_000_000
        ])
        try fake.login()
        var rounds = 0
        while rounds < 6 {
            rounds += 1
            let run = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
            if run.status == 0 { break }
            #expect(run.status == 75, "\(run.stderr)")
            #expect(
                run.stderr.contains(
                    "Strava's rate limit for this quarter-hour is spent: run `fitkit sync` again after 2027-01-15 0"),
                "\(run.stderr)")
            // Started again in the same window: it knows the window is spent and asks nothing.
            let before = try fake.requests().count
            let same = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
            let after = try fake.requests().count
            #expect(same.status == 75 && after == before, "\(same.stderr)")
            // A quarter-hour later, on both clocks: the fake's, and the one fitkit saved the budget by.
            try fake.advanceClock(900)
            var token = try fake.savedToken()
            var budget = token["budget"] as! [String: Any]
            budget["seen_wall"] = (budget["seen_wall"] as! Int) - 900
            token["budget"] = budget
            try JSONSerialization.data(withJSONObject: token).write(
                to: URL(fileURLWithPath: fake.config + "/fitkit/strava.json"))
        }
        #expect(rounds > 1 && rounds < 6)
        #expect(try fake.held(source: "strava").count == 4)
        let requests = try fake.requests()
        #expect(requests.allSatisfy { $0.status != 429 }, "a 429 was provoked")
        #expect(requests.contains { $0.status == 200 && $0.path.hasSuffix("/streams") })
        let status = try fake.fitkit(["sync", "--status"])
        #expect(status.stdout.contains("rate limit as last seen"), "\(status.stdout)")
    }

    @Test(
        "an access token about to expire is refreshed and the new refresh token saved at once; two processes refreshing together both succeed"
    )
    func tokenRotation() throws {
        let fake = try FakeStrava(["activities": 2, "access_ttl": 200])  // under five minutes: refreshed on every run
        try fake.login()
        // What a process killed while saving the token leaves (its pid is past the kernel's largest): removed.
        let abandoned = fake.config + "/fitkit/.strava.json.partial-4194999-Ab12Cd"
        #expect(FileManager.default.createFile(atPath: abandoned, contents: Data("{}".utf8)))
        var previous = try fake.savedToken()["refresh_token"] as! String
        for _ in 0..<2 {
            let run = try fake.fitkit(["sync", "--source", "strava", "--pace", "0", "--dry-run"])
            #expect(run.status == 0, "\(run.stderr)")
            let now = try fake.savedToken()["refresh_token"] as! String
            #expect(now != previous)  // rotated, and the live one kept (the next run would fail with a dead one)
            previous = now
        }
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        let a = try fake.start(["sync", "--source", "strava", "--pace", "0", "--dry-run"])
        let b = try fake.start(["sync", "--source", "strava", "--pace", "0", "--dry-run"])
        a.waitUntilExit()
        b.waitUntilExit()
        #expect(a.terminationStatus == 0 && b.terminationStatus == 0)
        // Every refresh spent a different refresh token: none was used twice (the second use would be refused).
        let spent = try fake.requests().filter { $0.path == "/oauth/token" }.compactMap {
            ($0.body as? String)?.split(separator: "&")
                .first { $0.hasPrefix("refresh_token=") }
        }
        #expect(spent.count >= 4 && Set(spent).count == spent.count, "\(spent)")
        let after = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(after.status == 0, "\(after.stderr)")
    }

    @Test(
        "a dead refresh token, an inactive application and a missing scope each stop the run with their own line and 75"
    )
    func accountProblems() throws {
        let dead = try FakeStrava(["activities": 1, "access_ttl": 200])
        try dead.login()
        var token = try dead.savedToken()
        token["refresh_token"] = "revoked-elsewhere"
        try JSONSerialization.data(withJSONObject: token).write(
            to: URL(fileURLWithPath: dead.config + "/fitkit/strava.json"))
        let run = try dead.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(run.status == 75)
        #expect(
            run.stderr.contains("Strava no longer accepts the saved refresh token: run `fitkit login strava`"),
            "\(run.stderr)")

        let inactive = try FakeStrava(["activities": 1, "inactive": true])
        try inactive.login()
        let refused = try inactive.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(refused.status == 75 && refused.stderr.contains("inactive"), "\(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1)

        let scope = try FakeStrava(["activities": 1, "scope": "read"])
        try scope.login()
        let narrow = try scope.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(narrow.status == 75 && narrow.stderr.contains("activity:read_all"), "\(narrow.stderr)")

        let bad = try FakeStrava(["activities": 1])
        let wrong = try bad.fitkit(["login", "strava", "--client-id", "12345", "--refresh-token", "nope"])
        #expect(wrong.status == 1 && wrong.stderr.contains("strava refused the login"), "\(wrong.stderr)")
    }

    @Test("the refresh token from standard input, never the command line; no core dumps while it is held")
    func refreshTokenFromStandardInput() throws {
        let fake = try FakeStrava([
            "activities": 2, "faults": [["route": "streams", "kind": "slow_headers", "delay": 1, "times": 10]]
        ])
        let secretAndToken = try fake.fitkit(
            ["login", "strava", "--client-id", "12345", "--client-secret-stdin", "--refresh-token-stdin"],
            stdin: "s3cret\nR0\n")
        #expect(secretAndToken.status == 0, "\(secretAndToken.stderr)")
        // A refresh token is used once (Strava gives a new one): the next login without one on standard input says so.
        let none = try fake.fitkit(["login", "strava", "--client-id", "12345", "--refresh-token-stdin"], stdin: "")
        #expect(none.status == 1 && none.stderr == "fitkit: no refresh token on standard input\n", "\(none.stderr)")
        #expect(try Fitkit.run(["login", "--help"]).stdout.contains("--refresh-token-stdin"))
        // A sync in progress (it has made a request, `--verbose` says): its core file size limit is 0.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Paths.fitkit)
        process.arguments = ["sync", "--source", "strava", "--pace", "0", "--verbose", "--library", fake.library]
        process.environment = fake.environment
        let err = Pipe()
        (process.standardOutput, process.standardError) = (FileHandle.nullDevice, err)
        try Shell.launch(process)
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        _ = Shell.lines(from: err.fileHandleForReading) { $0.hasPrefix("fitkit: GET ") }
        let limits = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/limits", encoding: .utf8)) ?? ""
        #expect(limits.contains("Max core file size        0"), "\(limits)")
    }

    @Test("sync --status --json gives every time as ISO 8601")
    func statusTimesAreISO8601() throws {
        let fake = try FakeStrava(["activities": 1])
        try fake.login()
        #expect(try fake.fitkit(["sync", "--source", "strava", "--pace", "0"]).status == 0)
        let status = try fake.fitkit(["sync", "--status", "--json"])
        let sources = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [[String: Any]])
        let strava = try #require(sources.first { $0["source"] as? String == "strava" })
        let iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/
        for key in ["token_expires", "last_complete_sync", "last_run"] {
            let text = try #require(strava[key] as? String, "\(key)")
            #expect(text.wholeMatch(of: iso) != nil, "\(key): \(text)")
        }
        let seen = try #require((strava["rate_limit"] as? [String: Any])?["seen_at"] as? String)
        #expect(seen.wholeMatch(of: iso) != nil, "\(seen)")
    }

    @Test("a refused Strava login names what Strava said, never a user name or password")
    func loginErrorsInStravasWords() throws {
        let fake = try FakeStrava(["activities": 1])
        let badToken = try fake.fitkit(["login", "strava", "--client-id", "12345", "--refresh-token", "nope"])
        #expect(badToken.status == 1)
        #expect(
            badToken.stderr
                == "fitkit: strava refused the login: Bad Request (RefreshToken refresh_token invalid) (the refresh "
                + "token is no longer valid: log in again without --refresh-token)\n", "\(badToken.stderr)")
        let badSecret = try fake.fitkit(
            ["login", "strava", "--client-id", "12345", "--refresh-token", "R0", "--client-secret-stdin"],
            stdin: "wrong\n")
        #expect(badSecret.status == 1)
        #expect(badSecret.stderr.contains("Authorization Error (Application  invalid)"), "\(badSecret.stderr)")
        #expect(badSecret.stderr.contains("the client secret does not match the application"))
        // Another 401: Strava's own words, not a wrong secret.
        try fake.addFaults([
            [
                "route": "token", "kind": "status", "status": 401,
                "body": [
                    "message": "Authorization Error",
                    "errors": [["resource": "Athlete", "field": "access_token", "code": "invalid"]]
                ]
            ]
        ])
        let other = try fake.fitkit(
            ["login", "strava", "--client-id", "12345", "--refresh-token", "R0"], stdin: "s3cret\n")
        #expect(other.status == 1)
        #expect(other.stderr.contains("Authorization Error (Athlete access_token invalid)"), "\(other.stderr)")
        #expect(!other.stderr.contains("client secret does not match"))
        for run in [badToken, badSecret, other] { #expect(!run.stderr.contains("user name and password")) }
    }

    @Test("a manual activity is kept without a file; its streams are never asked for")
    func manualActivity() throws {
        let fake = try FakeStrava(["activities": [["index": 0], ["index": 1, "manual": true]]])
        try fake.login()
        let run = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM activities") == 2)
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM activities WHERE fit_sha256 IS NULL") == 1)
        let manualID = fake.activities.first { $0.manual }!.id
        #expect(try fake.requests().filter { $0.path == "/api/v3/activities/\(manualID)/streams" }.isEmpty)
    }

    @Test("an activity whose time stream is empty is kept from its details, and not fetched again")
    func emptyTimeStream() throws {
        let fake = try FakeStrava(["activities": [["index": 0], ["index": 1, "empty": ["time", "distance"]]]])
        try fake.login()
        let run = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM activities") == 2)
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM activities WHERE fit_sha256 IS NULL") == 1)
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM sync_items WHERE state = 'stored'") == 2)
        let again = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(again.status == 0, "\(again.stderr)")
        let emptyID = fake.activities.first { $0.start == fake.activities.map(\.start).max() }!.id
        #expect(try fake.requests().filter { $0.path == "/api/v3/activities/\(emptyID)/streams" }.count == 1)
    }

    /// `fitkit login strava` through the browser: the page it prints, opened by a "browser" that follows the
    /// fake's redirect back to fitkit's listener; the page's address, the exit status and what fitkit printed.
    static func loginThroughBrowser(_ fake: FakeStrava, _ extra: [String] = []) throws
        -> (url: String, status: Int32, output: String, browser: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Paths.fitkit)
        process.arguments = ["login", "strava", "--client-id", "12345"] + extra
        process.environment = fake.environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try Shell.launch(process)
        var text = Data()
        while !String(decoding: text, as: UTF8.self).contains("Waiting"),
            let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty
        {
            text += byte
        }
        let url =
            String(decoding: text, as: UTF8.self).split(separator: "\n").first { $0.contains("/oauth/authorize?") }?
            .trimmingCharacters(in: .whitespaces) ?? ""
        // The browser: the fake's authorisation page sends it back to fitkit's listener.
        let browser = try Shell.run(
            "/usr/bin/python3",
            ["-c", "import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())", url])
        process.waitUntilExit()
        let rest = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (url, process.terminationStatus, rest, browser.stdout + browser.stderr)
    }

    @Test("login through the browser: fitkit prints Strava's page and takes the code it sends back to 127.0.0.1")
    func browserLogin() throws {
        let fake = try FakeStrava(["activities": 1])
        let login = try Self.loginThroughBrowser(fake)
        #expect(
            login.url.contains("scope=read%2Cactivity%3Aread_all&")
                && login.url.contains("redirect_uri=http%3A%2F%2F127.0.0.1%3A"))
        #expect(login.browser.contains("You can close this tab"), "\(login.browser)")
        #expect(login.status == 0)
        #expect(login.output.contains("logged in to Strava as Ada Rider"), "\(login.output)")
    }

    @Test("login --upload asks for leave to upload as well, and says when the rider did not give it")
    func uploadLogin() throws {
        for (granted, warned) in [("read,activity:read_all,activity:write", false), ("read,activity:read_all", true)] {
            let fake = try FakeStrava(["activities": 0, "scope": granted])
            let login = try Self.loginThroughBrowser(fake, ["--upload"])
            #expect(login.url.contains("scope=read%2Cactivity%3Aread_all%2Cactivity%3Awrite"), "\(login.url)")
            #expect(login.status == 0)
            #expect(login.output.contains("fitkit cannot upload") == warned, "\(login.output)")
        }
    }

    @Test(
        "sync from Strava killed with SIGKILL at random moments: every activity ends up once; the token file stays whole"
    )
    func killedAtRandom() throws {
        // Access tokens that outlive the test: a kill between Strava's rotating the refresh token and fitkit's
        // saving the new one would need a new login (the limit docs/SYNC.md states); every run still rewrites the
        // token file (its rate budget), which must stay whole.
        let fake = try FakeStrava([
            "activities": 20, "limits": NSNull(),
            "faults": [["route": "streams", "kind": "slow_headers", "delay": 0.03, "times": 10_000]]
        ])
        try fake.login()
        let delays = try fake.killAtRandom(
            ["sync", "--source", "strava", "--pace", "0"], rounds: 10, seed: 19, spread: 500)
        let last = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(last.status == 0, "after kills at \(delays): \(last.stderr)")
        #expect(try fake.held(source: "strava").map(\.rideID) == fake.activities.map { String($0.id) }.sorted())
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM activities") == 20)
        #expect(try fake.sql("PRAGMA integrity_check").hasPrefix("ok"))
        let partials = try Shell.run("/usr/bin/find", [fake.folder, "-name", "*.partial-*"]).stdout
        #expect(partials.isEmpty, "\(partials)")
    }

    @Test(
        "5xx, truncated and bad-JSON answers: retried or the item queued, then all arrive; missing stream types are left out of the records"
    )
    func faultsAndMissingStreams() throws {
        let fake = try FakeStrava([
            "activities": [["index": 0], ["index": 1, "missing": ["heartrate", "watts", "latlng"]], ["index": 2]]
        ])
        let ids = fake.activities.sorted { $0.start < $1.start }.map(\.id)
        try fake.addFaults([
            ["route": "list", "kind": "status", "status": 503, "times": 1],
            ["route": "detail", "ride": ids[0], "kind": "badjson", "times": 1],
            ["route": "streams", "ride": ids[2], "kind": "truncated", "times": 1]
        ])
        try fake.login()
        let first = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(first.status == 1, "\(first.stderr)")
        #expect(first.stdout.contains("new 2") && first.stdout.contains("queued for retry 1"), "\(first.stdout)")
        #expect(first.stderr.contains("strava \(ids[0]): "), "\(first.stderr)")
        let second = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(second.status == 0 && second.stdout.contains("new 1"), "\(second.stdout) \(second.stderr)")
        #expect(try fake.held(source: "strava").count == 3)
        let dump = try fake.fitkit(["dump", fake.library + "/files/strava/\(ids[1]).fit"])
        let records = dump.stdout.split(separator: "\n").filter { $0.contains("\"message\":\"record\"") }
        #expect(
            records.count == 60
                && records.allSatisfy {
                    !$0.contains("heart_rate") && !$0.contains("position_lat") && $0.contains("cadence")
                })
    }

    @Test("a 429 is not retried at once: the run stops with 75 and the time to resume")
    func tooManyRequests() throws {
        let fake = try FakeStrava([
            "activities": 2, "clock": 1_800_000_100,
            "faults": [
                [
                    "route": "list", "kind": "status", "status": 429, "times": 1,
                    "body": [
                        "message": "Rate Limit Exceeded",
                        "errors": [["resource": "Application", "field": "overall rate limit", "code": "exceeded"]]
                    ],
                    "headers": ["X-ReadRateLimit-Limit": "100,1000", "X-ReadRateLimit-Usage": "101,300"]
                ]
            ]
        ])
        try fake.login()
        let run = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(run.status == 75)
        #expect(run.stderr.contains("spent: run `fitkit sync` again after 2027-01-15 08:15 UTC"), "\(run.stderr)")
        #expect(try fake.requests().filter { $0.path == "/api/v3/athlete/activities" }.count == 1)
    }

    @Test("on a terminal a spent quarter-hour is waited out with a countdown, and the sync goes on")
    func waitsOnATerminal() throws {
        // The fake's clock starts 3 s before a quarter-hour turns; 3 reads a quarter-hour: a page, a detail, streams.
        let turn = (Int(Date().timeIntervalSince1970) / 900 + 1) * 900
        let fake = try FakeStrava([
            "activities": 2, "clock": turn - 3, "limits": ["read": [3, 1000], "overall": [200, 2000]]
        ])
        try fake.login()
        let run = try Shell.run(
            "/usr/bin/python3",
            [
                "-c",
                """
                import os, pty, sys
                pid, fd = pty.fork()
                if pid == 0:
                    os.execv(sys.argv[1], ["fitkit", "sync", "--source", "strava", "--pace", "0", "--library", sys.argv[2]])
                out = b""
                while True:
                    try:
                        chunk = os.read(fd, 4096)
                    except OSError:
                        break
                    if not chunk:
                        break
                    out += chunk
                print(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
                print(out.decode(errors="replace"))
                """, Paths.fitkit, fake.library
            ], environment: fake.environment)
        #expect(run.stdout.hasPrefix("0\n"), "\(run.stdout)")
        #expect(run.stdout.contains("rate limit spent, waiting until"), "\(run.stdout)")
        #expect(try fake.held(source: "strava").count == 2)
        #expect(try fake.requests().allSatisfy { $0.status != 429 })
    }

    @Test(
        "rides of a Strava bulk export imported first are one activity each after a sync: nothing of theirs is fetched"
    )
    func bulkExportThenSync() throws {
        let fake = try FakeStrava(["activities": 3])
        try fake.login()
        let ids = fake.activities.sorted { $0.start < $1.start }.map(\.id)
        let zip = fake.folder + "/export_777.zip"
        let made = try Shell.run(
            "/usr/bin/python3",
            [
                "-c",
                """
                import gzip, importlib.util, sys, zipfile
                spec = importlib.util.spec_from_file_location("m", sys.argv[1]); m = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(m)
                with zipfile.ZipFile(sys.argv[2], "w") as z:
                    rows = ["Activity ID,Activity Date,Activity Name,Activity Type,Filename"]
                    for i, id in enumerate(sys.argv[3:]):
                        z.writestr(f"activities/{id}.fit.gz", gzip.compress(m.ride(i, 60)))
                        rows.append(f'{id},"Jan 1, 2020, 12:00:00 AM",Export ride {i},Ride,activities/{id}.fit.gz')
                    z.writestr("activities.csv", "\\n".join(rows) + "\\n")
                """, Paths.packageRoot.path + "/Tools/make-rides.py", zip
            ] + ids.prefix(2).map(String.init))
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try fake.fitkit(["import", zip]).status == 0)
        let run = try fake.fitkit(["sync", "--source", "strava", "--pace", "0"])
        #expect(run.status == 0 && run.stdout.contains("new 1, already held 2"), "\(run.stdout) \(run.stderr)")
        let fetched = try fake.requests().filter { $0.path.hasPrefix("/api/v3/activities/") }.map(\.path)
        #expect(fetched.allSatisfy { $0.contains(String(ids[2])) }, "\(fetched)")
        #expect(try Self.count(fake, "SELECT COUNT(*) FROM activities") == 3)
    }

    @Test("logout asks Strava to revoke the access, then removes the token file")
    func logout() throws {
        let fake = try FakeStrava(["activities": 1])
        try fake.login()
        let run = try fake.fitkit(["logout", "strava"])
        #expect(run.status == 0 && run.stdout.contains("revoked"), "\(run.stdout)")
        #expect(try fake.requests().contains { $0.path == "/oauth/deauthorize" && $0.method == "POST" })
        #expect(!FileManager.default.fileExists(atPath: fake.config + "/fitkit/strava.json"))
    }
}
