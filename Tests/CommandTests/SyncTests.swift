import Foundation
import Testing
import TestSupport

/// `fitkit login igpsport`, `sync` and `sync-and-export` against a fake iGPSport on 127.0.0.1 (real HTTP,
/// an API host and a separate storage host), with real fitkit processes and a real library. The rides the fake
/// serves are made by Tools/make-rides.py; what the library holds is compared by SHA-256 with what was served.
@Suite struct SyncTests {
    static let listPath = "/service/web-gateway/web-analyze/activity/queryMyActivity"

    /// Every ride of the fake is in the library exactly once, with the bytes served.
    static func expectHeldOnce(_ fake: FakeIGPSport, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let held = try fake.held()
        #expect(held.map(\.rideID) == fake.rides.map { String($0.id) }.sorted(), sourceLocation: sourceLocation)
        let served = Dictionary(uniqueKeysWithValues: fake.rides.map { (String($0.id), $0.sha256) })
        #expect(held.allSatisfy { served[$0.rideID] == $0.sha256 }, sourceLocation: sourceLocation)
        let count = try fake.sql("SELECT COUNT(*) FROM activities").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(count == String(fake.rides.count), sourceLocation: sourceLocation)
    }

    @Test(
        "login, then sync brings every ride with its title; the storage host gets no token; the probe comes first; connections are kept open"
    )
    func firstSync() throws {
        let fake = try FakeIGPSport(["rides": 3])
        try fake.login()
        let token = fake.config + "/fitkit/igpsport.json"
        let mode = try FileManager.default.attributesOfItem(atPath: token)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let saved = try String(contentsOfFile: token, encoding: .utf8)
        #expect(saved.contains("access_token") && !saved.contains("secret"))  // no password unless asked
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.split(separator: "\n").last
                == "igpsport: listed 3, new 3, already held 0, merged 0, failed 0, queued for retry 0")
        try Self.expectHeldOnce(fake)
        let list = try fake.fitkit(["list", "--source", "igpsport"])
        #expect(list.stdout.contains("骑行 0") && list.stdout.contains("骑行 2"))
        let requests = try fake.requests()
        let gets = requests.filter { $0.method == "GET" }
        #expect(gets.first?.path == Self.listPath && gets.first?.query["pageSize"] == "1")  // the token probe
        let listing = gets.filter { $0.path == Self.listPath && $0.query["pageSize"] != "1" }
        #expect(
            listing.allSatisfy { $0.query["reqType"] == "0" && $0.query["sort"] == "1" && $0.query["pageSize"] == "20" }
        )
        let storage = requests.filter { $0.host == "storage" }
        #expect(storage.count == 3)
        #expect(storage.allSatisfy { $0.headers["authorization"] == nil })
        // One connection to each host for the whole run (one TLS handshake a host on the real services).
        #expect(
            Set(storage.map(\.port)).count == 1
                && Set(requests.filter { $0.host == "api" }.dropFirst().map(\.port)).count == 1)
        #expect(
            requests.filter { $0.host == "api" }.dropFirst().allSatisfy {
                $0.headers["authorization"]?.hasPrefix("Bearer ") == true
            })
        // Run again: nothing fetched, everything already held.
        let again = try fake.fitkit(["sync", "--pace", "0"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("listed 3, new 0, already held 3"))
        #expect(try fake.requests().filter { $0.host == "storage" }.count == 3)
    }

    @Test(
        "45 rides page by page at the pace asked; a repeated last page and a ride on two pages are each taken once")
    func paging() throws {
        let fake = try FakeIGPSport(["rides": 45, "repeat_last_page": true, "duplicate_ride": 1_000_040])
        try fake.login()
        let run = try fake.fitkit(["sync", "--pace", "0.3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("listed 45, new 45"))
        try Self.expectHeldOnce(fake)
        let pages = try fake.requests().filter { $0.path == Self.listPath && $0.query["pageSize"] == "20" }
        // Pages 1–3 hold the rides; page 4 repeats page 3, which ends the listing (the service claims 8 pages).
        #expect(pages.map { $0.query["pageNo"] } == ["1", "2", "3", "4"])
        let gaps = zip(pages.dropFirst(), pages).map { $0.time - $1.time }
        #expect(gaps.allSatisfy { $0 >= 0.29 }, "\(gaps)")
    }

    @Test(
        "China region with full dates, --since/--until by the file's own start, and a dry run that stores nothing")
    func datesAndRegions() throws {
        // Ride i starts 2020-01-01T00:00Z + 6 h × i: 12 rides cover 2020-01-01 to 2020-01-03.
        let fake = try FakeIGPSport(["rides": 12, "region": "cn", "date_style": "full"])
        try fake.login(region: "cn")
        let dry = try fake.fitkit(["sync", "--pace", "0", "--dry-run", "--since", "2020-01-02"])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("to fetch"))
        // The files are read to decide (the listing gives no times to match), and stored nowhere.
        #expect(try fake.sql("SELECT COUNT(*) FROM fit_files").hasPrefix("0"))
        #expect(try fake.sql("SELECT COUNT(*) FROM sync_items").hasPrefix("0"))
        let run = try fake.fitkit(["sync", "--pace", "0", "--since", "2020-01-02", "--until", "2020-01-02"])
        #expect(run.status == 0, "\(run.stderr)")
        let held = try fake.held().map(\.rideID)
        #expect(held == ["1000004", "1000005", "1000006", "1000007"], "\(run.stdout)")
        let list = try fake.requests().last { $0.path == Self.listPath && $0.query["pageSize"] == "20" }
        #expect(list?.query["beginTime"] == "2020-01-01" && list?.query["endTime"] == "2020-01-04")
    }

    @Test("sync matches each new ride against the library's segments as it stores it")
    func syncMatchesSegments() throws {
        let fake = try FakeIGPSport(["rides": 3])
        try fake.login()
        // An arc of the loop Tools/make-rides.py rides (ride i at second t is at angle (t + i) / 300 of a turn,
        // 200,000 semicircles round 45° N 6° E, truncated to whole semicircles as it writes them): angles 10 to 40.
        let unit = 180 / 2_147_483_648.0
        func semicircles(_ degrees: Double) -> Double { Double(Int(degrees / unit)) }
        let points = (10...40).map { t -> String in
            let a = Double(t) / 300 * 2 * .pi
            let lat = (semicircles(45) + Double(Int(200_000 * sin(a)))) * unit
            let lon = (semicircles(6) + Double(Int(200_000 * cos(a)))) * unit
            return "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"/>"
        }
        let gpx =
            "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
            + "<trk><trkseg>" + points.joined() + "</trkseg></trk></gpx>"
        try gpx.write(toFile: fake.folder + "/arc.gpx", atomically: true, encoding: .utf8)
        let add = try fake.fitkit([
            "segment", "add", "Arc", "--gpx", fake.folder + "/arc.gpx", "--library", fake.library
        ])
        #expect(add.status == 0, "\(add.stderr)")
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        let show = try fake.fitkit(["segment", "show", "Arc", "--json", "--library", fake.library])
        let efforts =
            (try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])?["efforts"]
            as? [[String: Any]] ?? []
        // Each ride passes the arc from its second 10 − i to 40 − i: 30 s.
        #expect(efforts.count == 3, "\(show.stdout)")
        #expect(efforts.allSatisfy { abs(($0["elapsed_s"] as? Double ?? 0) - 30) < 0.5 }, "\(show.stdout)")
    }

    @Test("server faults: 5xx and 429 are waited out (1.2 s, 2.4 s, Retry-After), the ride arrives")
    func retries() throws {
        let fake = try FakeIGPSport([
            "rides": 1,
            "faults": [
                ["route": "list", "kind": "status", "status": 503, "times": 2],
                ["route": "storage", "kind": "status", "status": 429, "headers": ["Retry-After": "1"], "times": 1]
            ]
        ])
        try fake.login()
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        try Self.expectHeldOnce(fake)
        let requests = try fake.requests()
        let pages = requests.filter {
            $0.path == Self.listPath && $0.query["pageSize"] == "20" && $0.query["pageNo"] == "1"
        }
        #expect(pages.count == 3)
        if pages.count == 3 {
            let waits = [pages[1].time - pages[0].time, pages[2].time - pages[1].time]
            #expect(waits[0] >= 1.15 && waits[0] < 2.0 && waits[1] >= 2.35 && waits[1] < 3.3, "\(waits)")
        }
        let files = requests.filter { $0.host == "storage" }
        #expect(files.count == 2)
        if files.count == 2 { #expect(files[1].time - files[0].time >= 0.95 && files[1].time - files[0].time < 1.2) }
    }

    @Test("a transfer cut short is aborted and fetched again in the same run", arguments: ["truncated"])
    func brokenTransfers(kind: String) throws {
        // FITKIT_HTTP_STALL_SECONDS=2 stands in for the 60 s a real run waits for a stalled transfer.
        let fake = try FakeIGPSport([
            "rides": 1, "faults": [["route": "storage", "kind": kind, "times": 1, "rate": 200]]
        ])
        try fake.login()
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        try Self.expectHeldOnce(fake)
        let files = try fake.requests().filter { $0.host == "storage" }
        #expect(files.count == 2)
        if files.count == 2 { #expect(files[1].time - files[0].time >= 1.15, "the retry waits 1.2 s") }
    }

    @Test(
        "a transfer too slow (under 1 kB/s) is stopped and not tried again at once, which would hold the run as long again; the next run fetches it"
    )
    func slowTransfer() throws {
        // FITKIT_HTTP_STALL_SECONDS=2 stands in for the 60 s a real run waits for a stalled transfer.
        let fake = try FakeIGPSport([
            "rides": 1, "faults": [["route": "storage", "kind": "slow_body", "times": 1, "rate": 200]]
        ])
        try fake.login()
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("too slow"), "\(run.stderr)")
        #expect(try fake.requests().filter { $0.host == "storage" }.count == 1)
        let next = try fake.fitkit(["sync", "--pace", "0"])
        #expect(next.status == 0, "\(next.stderr)")
        try Self.expectHeldOnce(fake)
    }

    @Test(
        "bad file bodies fail the item with the reason, are retried by the next run, and three failures make it failed",
        arguments: ["short", "empty", "html"])
    func badBodies(kind: String) throws {
        let fake = try FakeIGPSport([
            "rides": 2, "faults": [["route": "storage", "ride": 1_000_001, "kind": kind, "times": 3]]
        ])
        try fake.login()
        let first = try fake.fitkit(["sync", "--pace", "0"])
        #expect(first.status == 1, "\(first.stderr)")
        #expect(first.stdout.contains("new 1") && first.stdout.contains("queued for retry 1"))
        #expect(first.stderr.contains("igpsport 1000001: "))
        _ = try fake.fitkit(["sync", "--pace", "0"])
        let third = try fake.fitkit(["sync", "--pace", "0"])
        #expect(third.status == 1)
        #expect(third.stdout.contains("failed 1"))
        let status = try fake.fitkit(["sync", "--status", "--library", fake.library])
        #expect(status.stdout.contains("failed 1000001") && status.stdout.contains("3 tries"), "\(status.stdout)")
        // Left alone now, until --retry-failed (the fault has run out: the file is whole now).
        let skipped = try fake.fitkit(["sync", "--pace", "0"])
        #expect(skipped.status == 0 && skipped.stdout.contains("new 0"))
        let retried = try fake.fitkit(["sync", "--pace", "0", "--retry-failed"])
        #expect(retried.status == 0, "\(retried.stderr)")
        try Self.expectHeldOnce(fake)
        let partials = try Shell.run("/usr/bin/find", [fake.library, "-name", "*.partial-*"]).stdout
        #expect(partials.isEmpty)
    }

    @Test("a whole file whose CRC does not match is taken leniently, its problem said and kept for --status")
    func damagedFile() throws {
        let fake = try FakeIGPSport([
            "rides": 2,
            "faults": [
                [
                    "route": "storage", "ride": 1_000_001, "kind": "badcrc",
                    "times": 100
                ]
            ]
        ])
        try fake.login()
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("new 2"), "\(run.stdout)")
        #expect(run.stderr.contains("igpsport 1000001: stored with problems: file CRC mismatch"), "\(run.stderr)")
        #expect(try fake.held().map(\.rideID) == ["1000000", "1000001"])
        let status = try fake.fitkit(["sync", "--status", "--library", fake.library])
        #expect(
            status.stdout.contains("1000001 (activity 2): stored with problems: file CRC mismatch"), "\(status.stdout)")
    }

    @Test(
        "a token that expires mid-run is renewed once with a remembered password; without one the run stops with 75",
        arguments: [false, true])
    func expiry(asCode: Bool) throws {
        let fake = try FakeIGPSport(["rides": 2])
        try fake.login(remember: true)
        try fake.expireTokens(asCode: asCode)
        let renewed = try fake.fitkit(["sync", "--pace", "0"])
        #expect(renewed.status == 0, "\(renewed.stderr)")
        try Self.expectHeldOnce(fake)
        #expect(try fake.requests().filter { $0.path == "/service/auth/account/login" }.count == 2)

        try fake.login(remember: false)
        try fake.expireTokens(asCode: asCode)
        let stopped = try fake.fitkit(["sync", "--pace", "0"])
        #expect(stopped.status == 75)
        #expect(stopped.stderr.contains("run `fitkit login igpsport`"), "\(stopped.stderr)")
        #expect(stopped.stderr.split(separator: "\n").count == 1)
    }

    @Test("with a remembered password, every expiry in one run is renewed, not only the first")
    func severalExpiriesInOneRun() throws {
        // Each token serves 4 requests; 12 rides without a file address in the list need a detail request each.
        let fake = try FakeIGPSport([
            "rides": (0..<12).map { ["index": $0, "no_oss_path": true] }, "token_uses": 4
        ])
        try fake.login(remember: true)
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        try Self.expectHeldOnce(fake)
        let logins = try fake.requests().filter { $0.path == "/service/auth/account/login" }.count
        #expect(logins > 3, "\(logins) logins")
    }

    @Test(
        "a list answer that is not JSON, an HTML page or a business error stops the run with one line and 75",
        arguments: ["badjson", "html", "nocode", "code"])
    func badListAnswers(kind: String) throws {
        let f: [String: Any] = ["route": "list", "times": 10, "kind": kind, "code": 5001, "message": "system busy"]
        let fake = try FakeIGPSport(["rides": 2, "faults": [f]])
        try fake.login()
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 75)
        let lines = run.stderr.split(separator: "\n")
        #expect(
            lines.count == 1 && lines[0].hasPrefix("fitkit: igpsport: stopped while listing page 1: "), "\(run.stderr)")
        #expect(!run.stderr.contains("HTTP 200"))
    }

    @Test(
        "the file address from the detail, then from getDownloadUrl as a string or an object; an empty one fails the item"
    )
    func downloadAddresses() throws {
        let fake = try FakeIGPSport([
            "rides": [["index": 0, "no_oss_path": true], ["index": 1]], "download_url": "object"
        ])
        try fake.login()
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        try Self.expectHeldOnce(fake)
        let paths = try fake.requests().map(\.path)
        #expect(
            paths.contains { $0.hasSuffix("queryActivityDetail/1000000") }
                && paths.contains { $0.hasSuffix("getDownloadUrl/1000000") })

        let empty = try FakeIGPSport(["rides": [["index": 0, "no_oss_path": true]], "download_url": ""])
        try empty.login()
        let failed = try empty.fitkit(["sync", "--pace", "0"])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("gives no file address"))
    }

    @Test("the China service refusing unsigned calls is said in one line")
    func signing() throws {
        let fake = try FakeIGPSport(["rides": 1, "region": "cn", "signing": true])
        try fake.login(region: "cn")
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 75)
        #expect(run.stderr.contains("now requires request signing"))
        #expect(!run.stderr.contains("403"))
    }

    @Test(
        "wrong password: one line, exit 1, no token; a failing login is not retried; SMS code login (China); logout"
    )
    func login() throws {
        let fake = try FakeIGPSport([
            "rides": 1, "faults": [["route": "login", "kind": "status", "status": 503, "times": 1]]
        ])
        let down = try fake.fitkit(
            ["login", "igpsport", "--username", "rider@example.com", "--password-stdin"], stdin: "secret\n")
        #expect(down.status == 1 && down.stderr.split(separator: "\n").count == 1, "\(down.stderr)")
        #expect(try fake.requests().filter { $0.path.hasSuffix("/login") }.count == 1)
        let wrong = try fake.fitkit(
            ["login", "igpsport", "--username", "rider@example.com", "--password-stdin"], stdin: "nope\n")
        #expect(wrong.status == 1)
        #expect(
            wrong.stderr == "fitkit: igpsport refused the login: Password error (check the user name and password)\n")
        #expect(!FileManager.default.fileExists(atPath: fake.config + "/fitkit/igpsport.json"))
        let sms = try fake.fitkit(
            ["login", "igpsport", "--region", "cn", "--username", "13800000000", "--sms"], stdin: "123456\n")
        #expect(sms.status == 0, "\(sms.stderr)")
        #expect(try fake.fitkit(["sync", "--pace", "0"]).status == 0)
        let logout = try fake.fitkit(["logout", "igpsport"])
        #expect(logout.status == 0 && !FileManager.default.fileExists(atPath: fake.config + "/fitkit/igpsport.json"))
        let after = try fake.fitkit(["sync", "--pace", "0"])
        #expect(after.status == 75 && after.stderr.contains("run `fitkit login igpsport`"))
    }

    @Test("the password prompt does not echo; Ctrl-C there gives the terminal its echo back and exits 130")
    func passwordPrompt() throws {
        let fake = try FakeIGPSport(["rides": 1])
        // A pseudo-terminal from Python's pty module: what the prompt shows, the echo flag while it waits, then after.
        let run = try Shell.run(
            "/usr/bin/python3",
            [
                "-c",
                """
                import os, pty, sys, termios, time
                pid, fd = pty.fork()
                if pid == 0:
                    os.execv(sys.argv[1], ["fitkit", "login", "igpsport", "--username", "rider@example.com"])
                prompt = b""
                while not prompt.endswith(b": "):
                    prompt += os.read(fd, 100)
                during = bool(termios.tcgetattr(fd)[3] & termios.ECHO)
                os.write(fd, b"\\x03")
                status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
                after = bool(termios.tcgetattr(fd)[3] & termios.ECHO)
                print(prompt.decode().strip(), during, status, after)
                """, Paths.fitkit
            ], environment: fake.environment)
        #expect(run.stdout == "iGPSport password for rider@example.com: False 130 True\n", "\(run.stderr)")
    }

    @Test("no password or token in --verbose output, in the library's database or in files others can read")
    func secrets() throws {
        let fake = try FakeIGPSport(["rides": 2])
        let login = try fake.fitkit(
            [
                "login", "igpsport", "--username", "rider@example.com", "--password-stdin",
                "--remember-password", "--verbose"
            ], stdin: "secret\n")
        #expect(login.status == 0)
        let saved = try String(contentsOfFile: fake.config + "/fitkit/igpsport.json", encoding: .utf8)
        let token = try #require(saved.split(separator: "\"").first { $0.hasPrefix("eyJ") }.map(String.init))
        try fake.expireTokens()
        let run = try fake.fitkit(["sync", "--pace", "0", "--verbose"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("GET 127.0.0.1:") && run.stderr.contains(" 401 "))
        let fresh = try String(contentsOfFile: fake.config + "/fitkit/igpsport.json", encoding: .utf8)
        let newToken = try #require(fresh.split(separator: "\"").first { $0.hasPrefix("eyJ") }.map(String.init))
        for text in [login.stdout, login.stderr, run.stdout, run.stderr] {
            #expect(!text.contains("secret") && !text.contains(token) && !text.contains(newToken))
        }
        let database = try Data(contentsOf: URL(fileURLWithPath: fake.library + "/library.sqlite"))
        #expect(database.range(of: Data("secret".utf8)) == nil && database.range(of: Data(newToken.utf8)) == nil)
        let modes = try Shell.run("/usr/bin/find", [fake.config, "-type", "f", "-perm", "/077"]).stdout
        #expect(modes.isEmpty)
    }

    @Test("a ride the library holds from a device file merges; sync-and-export exports exactly what the run added")
    func mergeAndExport() throws {
        let fake = try FakeIGPSport(["rides": 3])
        try fake.login()
        // The same rides, 2 s shorter, as a device would have written them: ride 0 is in the library first.
        let device = fake.folder + "/device"
        let made = try Shell.run(
            "/usr/bin/python3", [Paths.packageRoot.path + "/Tools/make-rides.py", device, "1", "58"])
        #expect(made.status == 0)
        #expect(try fake.fitkit(["import", device + "/ride-00000.fit"]).status == 0)
        let out = fake.folder + "/out"
        let run = try fake.fitkit(["sync-and-export", "--gpx", "-o", out, "--pace", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("new 2, already held 0, merged 1"), "\(run.stdout)")
        #expect(Shell.files(in: out).count == 3, "\(Shell.files(in: out))")
        #expect(try fake.sql("SELECT COUNT(*) FROM activities WHERE merged_into IS NULL").hasPrefix("3"))
        let again = try fake.fitkit(["sync-and-export", "--gpx", "-o", out, "--pace", "0"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("nothing new to export"))
    }

    @Test("a dry run lists each ride with the decision the real run takes")
    func dryRunListsDecisions() throws {
        let fake = try FakeIGPSport(["rides": 3])
        try fake.login()
        let device = fake.folder + "/device"
        let made = try Shell.run(
            "/usr/bin/python3", [Paths.packageRoot.path + "/Tools/make-rides.py", device, "1", "58"])
        #expect(made.status == 0)
        #expect(try fake.fitkit(["import", device + "/ride-00000.fit"]).status == 0)
        let dry = try fake.fitkit(["sync", "--dry-run", "--pace", "0"])
        #expect(dry.status == 0, "\(dry.stderr)")
        let lines = dry.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasSuffix(": fetch") }.count == 2, "\(lines)")
        #expect(lines.filter { $0.hasSuffix(": merge into activity 1") }.count == 1, "\(lines)")
        #expect(lines.last?.contains("to fetch 2, to merge 1") == true, "\(lines)")
        let json = try fake.fitkit(["sync", "--dry-run", "--json", "--pace", "0"])
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let plan = ((report?["sources"] as? [[String: Any]])?.first?["plan"] as? [[String: Any]]) ?? []
        #expect(plan.count == 3 && plan.filter { $0["activity"] as? Int == 1 }.count == 1, "\(plan)")
        // Nothing recorded; the real run takes the same decisions.
        #expect(try fake.sql("SELECT COUNT(*) FROM sync_items").hasPrefix("0"))
        let real = try fake.fitkit(["sync", "--pace", "0"])
        #expect(real.stdout.contains("new 2, already held 0, merged 1"), "\(real.stdout)")
    }

    @Test("sync-and-export exports activities by id, never a file that has an id's name")
    func exportsByTypedIDs() throws {
        let fake = try FakeIGPSport(["rides": 2])
        try fake.login()
        let here = fake.folder + "/here"
        try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: true)
        for name in ["1", "2"] { try Data("not a ride".utf8).write(to: URL(fileURLWithPath: here + "/" + name)) }
        let out = fake.folder + "/out"
        let run = try fake.fitkit(["sync-and-export", "--gpx", "-o", out, "--pace", "0"], in: here)
        #expect(run.status == 0, "\(run.stderr)")
        let written = Shell.files(in: out)
        #expect(written.count == 2 && written.allSatisfy { $0.hasPrefix("2020-01-01_") }, "\(written)")
    }

    @Test("what a sync-and-export brought stays owed until its export is written: a full disk, kill -9")
    func owedExports() throws {
        let fake = try FakeIGPSport(["rides": 6])
        try fake.login()
        let out = fake.folder + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        // A 4 KiB file size limit: the rides' FIT files (2 KB) are stored, their GPX (9 KB) cannot be written.
        let full = try Shell.bash(
            "trap '' XFSZ; ulimit -f 4; export XDG_CONFIG_HOME='\(fake.config)' "
                + fake.serviceEnvironment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
                + "; exec '\(Paths.fitkit)' sync-and-export --gpx -o '\(out)' --pace 0 --library '\(fake.library)'")
        #expect(full.status == 1, "\(full.stderr)")
        #expect(Shell.files(in: out).isEmpty)
        let next = try fake.fitkit(["sync-and-export", "--gpx", "-o", out, "--pace", "0"])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(Shell.files(in: out).count == 6, "\(Shell.files(in: out))")
        // Killed at random moments, then run to the end: every ride exported exactly once.
        let more = try FakeIGPSport(["rides": 12])
        try more.login()
        let out2 = more.folder + "/out"
        let seed = SeededGenerator.testSeed
        _ = try more.killAtRandom(
            ["sync-and-export", "--gpx", "-o", out2, "--pace", "0"], rounds: 6, seed: seed, spread: 400)
        let last = try more.fitkit(["sync-and-export", "--gpx", "-o", out2, "--pace", "0"])
        #expect(last.status == 0, "seed \(seed): \(last.stderr)")
        let written = Shell.files(in: out2).filter { $0.hasSuffix(".gpx") }
        #expect(written.count == 12, "seed \(seed): \(written)")
        #expect(try more.sql("SELECT COUNT(*) FROM activities WHERE export_pending = 1").hasPrefix("0"))
    }

    @Test("--status and --json say what the runs did")
    func statusAndJSON() throws {
        let fake = try FakeIGPSport(["rides": 2])
        try fake.login()
        let run = try fake.fitkit(["sync", "--pace", "0", "--json"])
        let summary = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let source = (summary?["sources"] as? [[String: Any]])?.first
        #expect(source?["new"] as? Int == 2 && summary?["exit"] as? Int == 0)
        let status = try fake.fitkit(["sync", "--status", "--json", "--library", fake.library])
        let sources = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [[String: Any]]
        #expect(
            sources?.first?["account"] as? String == "rider@example.com (intl)"
                || sources?.first?["account"] as? String == "rider@example.com")
        #expect(sources?.first?["stored"] as? Int == 2 && sources?.first?["last_complete_sync"] is String)
    }

    @Test("sync killed with SIGKILL at random moments, round after round: every ride ends up once, nothing partial")
    func killedAtRandom() throws {
        // Each file answer waits 40 ms, so that kills land in listing, downloads, imports and commits alike.
        let fake = try FakeIGPSport([
            "rides": 30,
            "faults": [
                [
                    "route": "storage", "kind": "slow_headers", "delay": 0.04,
                    "times": 10_000
                ]
            ]
        ])
        try fake.login()
        let delays = try fake.killAtRandom(["sync", "--pace", "0"], rounds: 12, seed: 18, spread: 600)
        let last = try fake.fitkit(["sync", "--pace", "0"])
        #expect(last.status == 0, "after kills at \(delays): \(last.stderr)")
        try Self.expectHeldOnce(fake)
        #expect(try fake.sql("PRAGMA integrity_check").hasPrefix("ok"))
        #expect(try fake.sql("SELECT state, COUNT(*) FROM sync_items GROUP BY state") == "stored|30\n")
        let partials = try Shell.run("/usr/bin/find", [fake.folder, "-name", "*.partial-*"]).stdout
        #expect(partials.isEmpty, "\(partials)")
    }

    @Test("Ctrl-C drops the file in hand, prints the summary, exits 130; the next run finishes the job")
    func interrupted() throws {
        let fake = try FakeIGPSport([
            "rides": 8,
            "faults": [
                [
                    "route": "storage", "kind": "slow_headers", "delay": 0.3,
                    "times": 10_000
                ]
            ]
        ])
        try fake.login()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Paths.fitkit)
        process.arguments = ["sync", "--pace", "0", "--verbose", "--library", fake.library]
        process.environment = fake.environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try Shell.launch(process)
        // Two files downloaded (`--verbose` says each request as it ends): the first is stored, the third is
        // on its way (the storage host takes 0.3 s to answer).
        let storage = URL(string: fake.storage)!.port.map { ":\($0)" } ?? ""
        var downloads = 0
        let seen = Shell.lines(from: err.fileHandleForReading) { line in
            if line.hasPrefix("fitkit: GET ") && line.contains(storage + "/") { downloads += 1 }
            return downloads == 2
        }
        kill(process.processIdentifier, SIGINT)
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr =
            seen.joined(separator: "\n") + "\n"
            + String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(stderr)")
        #expect(stdout.hasPrefix("igpsport: listed 8, new "), "\(stdout)")
        #expect(stderr.contains("igpsport: interrupted while fetching ride 10000"), "\(stderr)")
        let held = try fake.held().count
        #expect(held > 0 && held < 8, "\(held) held after Ctrl-C")
        let again = try fake.fitkit(["sync", "--pace", "0"])
        #expect(again.status == 0 && again.stdout.contains("new \(8 - held), already held \(held)"), "\(again.stdout)")
        try Self.expectHeldOnce(fake)
    }
}
