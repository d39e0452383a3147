import Foundation
import Testing
import TestSupport

/// `fitkit upload`: rides sent to the fake Strava and intervals.icu (Tests/FakeServers), which count the
/// activities uploads make, so that "exactly once" is asserted.
@Suite struct UploadTests {
    static let day0: UInt32 = 946_771_200  // 2020-01-01T00:00Z as FIT seconds: the fakes' activity 0 starts then

    /// A minute's ride at `start` (FIT seconds) heading north from 45° N 6° E; `variant` changes the power, so
    /// that two files of one ride differ.
    static func ride(start: UInt32, variant: Double = 0) throws -> [UInt8] {
        let samples = (0..<60).map { i in
            MessyRides.Sample(
                time: start + UInt32(i), power: 200 + variant, heartRate: 130, cadence: 90, speed: 8,
                distance: Double(i) * 8, altitude: 300, latitude: 45 + Double(i) * 8 / 111_195, longitude: 6)
        }
        return try MessyRides.file(
            samples, session: MessyRides.Session(start: start, elapsed: 59, timer: 59, distance: 472))
    }

    static func write(_ bytes: [UInt8], _ path: String) throws { try Data(bytes).write(to: URL(fileURLWithPath: path)) }

    static func sha(_ bytes: [UInt8]) -> String { Rides.sha(bytes) }

    static func created(_ fake: FakeService) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(try fake.control("GET", "/_created").utf8)) as? [[String: Any]]
            ?? []
    }

    static let uploadScope = "read,activity:read_all,activity:write"

    @Test(
        "Strava: a ride is posted, polled and given its sport, once; sent again, nothing is posted; a sync after it pulls nothing back"
    )
    func stravaOnce() throws {
        let fake = try FakeStrava(["activities": 0, "scope": Self.uploadScope, "processing_polls": 1])
        try fake.login()
        let bytes = try Self.ride(start: Self.day0 + 86_400 * 30)
        try Self.write(bytes, fake.folder + "/ride.fit")
        let run = try fake.fitkit(
            ["upload", fake.folder + "/ride.fit", "--to", "strava", "--name", "Morning", "--library", fake.library])
        #expect(run.status == 0, "\(run.stderr)")
        let made = try Self.created(fake)
        #expect(made.count == 1)
        #expect(made.first?["external_id"] as? String == Self.sha(bytes))
        #expect(made.first?["name"] as? String == "Morning")
        #expect(made.first?["sport_type"] as? String == "Ride")
        #expect(made.first?["sha256"] as? String == Self.sha(bytes))  // the bytes sent are the file's
        let id = (made.first?["id"] as? NSNumber)?.stringValue ?? "?"
        #expect(run.stdout.contains("sent to Strava as activity \(id)"), "\(run.stdout)")
        let requests = try fake.requests()
        #expect(requests.filter { $0.method == "POST" && $0.path == "/api/v3/uploads" }.count == 1)
        #expect(requests.contains { $0.method == "GET" && $0.path.hasPrefix("/api/v3/uploads/") })
        #expect(requests.filter { $0.method == "PUT" && $0.path == "/api/v3/activities/\(id)" }.count == 1)
        // Polls a second apart at least, as Strava asks.
        let polls = requests.filter { $0.method == "GET" && $0.path.hasPrefix("/api/v3/uploads/") }.map(\.time)
        for (a, b) in zip(polls, polls.dropFirst()) { #expect(b - a >= 0.9) }
        let again = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("already there 1"), "\(again.stdout)")
        #expect(try fake.requests().filter { $0.method == "POST" && $0.path == "/api/v3/uploads" }.count == 1)
        let sync = try fake.fitkit(["sync", "--source", "strava"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(try fake.sql("SELECT count(*) FROM activities WHERE merged_into IS NULL") == "1\n")
        #expect(try Self.created(fake).count == 1)
    }

    @Test(
        "Strava: a duplicate, in either wording, at the POST or at a poll, is the ride there already as that activity",
        arguments: [("activity", "post"), ("activity", "poll"), ("link", "post"), ("link", "poll")])
    func stravaDuplicates(wording: String, at: String) throws {
        let fake = try FakeStrava([
            "activities": 1, "scope": Self.uploadScope, "duplicate_wording": wording, "duplicate_at": at
        ])
        try fake.login()
        // The fake's activity 0 starts at 2020-01-01T00:00Z: the same ride from another file.
        try Self.write(try Self.ride(start: Self.day0), fake.folder + "/ride.fit")
        let run = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(run.status == 0, "\(run.stderr)")
        let held = fake.activities[0].id
        #expect(run.stdout.contains("Strava holds it already as activity \(held)"), "\(run.stdout)")
        #expect(try Self.created(fake).isEmpty)
        #expect(try fake.sql("SELECT source_id FROM activity_sources WHERE source = 'strava'") == "\(held)\n")
    }

    @Test("Strava without leave to upload: one line saying how to log in again; nothing made")
    func stravaWithoutScope() throws {
        let fake = try FakeStrava(["activities": 0])
        try fake.login()
        try Self.write(try Self.ride(start: Self.day0 + 86_400), fake.folder + "/ride.fit")
        let run = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(run.status == 75)
        #expect(run.stderr.contains("fitkit login strava --upload"), "\(run.stderr)")
        #expect(try Self.created(fake).isEmpty)
    }

    @Test("Strava: stored but answered with a 502, the ride is found by its external id and not sent again")
    func stravaAnswerLost() throws {
        let fake = try FakeStrava([
            "activities": 0, "scope": Self.uploadScope,
            "faults": [["route": "upload_after", "kind": "html", "status": 502]]
        ])
        try fake.login()
        try Self.write(try Self.ride(start: Self.day0 + 86_400 * 2), fake.folder + "/ride.fit")
        let first = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(first.status == 1, "\(first.stderr)")
        let second = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try fake.requests().filter { $0.method == "POST" && $0.path == "/api/v3/uploads" }.count == 1)
        #expect(try Self.created(fake).count == 1)
    }

    @Test("Strava: a 500 before the upload is stored fails that run (1); the next sends it, once")
    func stravaServerError() throws {
        let fake = try FakeStrava([
            "activities": 0, "scope": Self.uploadScope, "faults": [["route": "upload", "kind": "status", "status": 500]]
        ])
        try fake.login()
        try Self.write(try Self.ride(start: Self.day0 + 86_400 * 7), fake.folder + "/ride.fit")
        let first = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(first.status == 1, "\(first.stderr)")
        #expect(try Self.created(fake).isEmpty)
        let second = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try fake.requests().filter { $0.method == "POST" && $0.path == "/api/v3/uploads" }.count == 2)
        #expect(try Self.created(fake).count == 1)
    }

    @Test("Strava: processing that outlasts the run stops it (75) saying so; the next run learns the activity")
    func stravaSlowProcessing() throws {
        let fake = try FakeStrava(["activities": 0, "scope": Self.uploadScope, "processing_polls": 1000])
        fake.extraEnvironment["FITKIT_UPLOAD_PROCESSING_WAIT"] = "2"
        try fake.login()
        try Self.write(try Self.ride(start: Self.day0 + 86_400 * 8), fake.folder + "/ride.fit")
        let first = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(first.status == 75, "\(first.stderr)")
        #expect(first.stderr.contains("still processing it: run the upload again"), "\(first.stderr)")
        _ = try fake.control("POST", "/_process", [:])
        let second = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try Self.created(fake).count == 1)
        #expect(try fake.requests().filter { $0.method == "POST" && $0.path == "/api/v3/uploads" }.count == 1)
    }

    @Test("Strava: its rate limit spent at the upload, the run stops (75) naming when to resume; nothing is made twice")
    func stravaRateLimit() throws {
        let fake = try FakeStrava([
            "activities": 0, "scope": Self.uploadScope,
            "limits": ["read": [100, 1000], "overall": [0, 2000]]
        ])
        try fake.login()
        try Self.write(try Self.ride(start: Self.day0 + 86_400 * 9), fake.folder + "/ride.fit")
        let run = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(run.status == 75, "\(run.stderr)")
        #expect(run.stderr.contains("rate limit"), "\(run.stderr)")
        #expect(try Self.created(fake).isEmpty)
    }

    @Test("Strava: killed at random moments, then run to the end: exactly one activity, and the library knows it")
    func stravaKilledAtRandom() throws {
        let fake = try FakeStrava(["activities": 0, "scope": Self.uploadScope, "processing_polls": 2])
        try fake.login()
        try Self.write(try Self.ride(start: Self.day0 + 86_400 * 3), fake.folder + "/ride.fit")
        let arguments = ["upload", fake.folder + "/ride.fit", "--to", "strava"]
        let delays = try fake.killAtRandom(arguments, rounds: 6, seed: 42, least: 0.02, spread: 2500)
        let last = try fake.fitkit(arguments + ["--library", fake.library])
        #expect(last.status == 0, "delays \(delays): \(last.stderr)")
        let made = try Self.created(fake)
        #expect(made.count == 1, "delays \(delays)")
        let id = (made.first?["id"] as? NSNumber)?.stringValue ?? "?"
        #expect(try fake.sql("SELECT remote_id, state FROM uploads") == "\(id)|done\n")
    }

    @Test("Strava: killed while the upload processes, the next run asks about that upload and posts nothing")
    func stravaKilledWhileProcessing() throws {
        let fake = try FakeStrava(["activities": 0, "scope": Self.uploadScope, "processing_polls": 1000])
        try fake.login()
        try Self.write(try Self.ride(start: Self.day0 + 86_400 * 4), fake.folder + "/ride.fit")
        let process = try fake.start(["upload", fake.folder + "/ride.fit", "--to", "strava"])
        // Until the fake has been polled once: the upload is recorded as processing by then.
        _ = try fake.control("POST", "/_wait", ["path_prefix": "/api/v3/uploads/", "seconds": 30])
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(try fake.sql("SELECT state FROM uploads") == "processing\n")
        _ = try fake.control("POST", "/_process", [:])
        let run = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try fake.requests().filter { $0.method == "POST" && $0.path == "/api/v3/uploads" }.count == 1)
        #expect(try Self.created(fake).count == 1)
    }

    @Test(
        "intervals.icu: sent with its name, external id and sport; again, nothing; a copy of another ride's bytes it holds is found by start and not sent (--missing)"
    )
    func intervals() throws {
        let fake = try FakeIntervals(["activities": 1])
        try fake.login()
        let bytes = try Self.ride(start: Self.day0 + 86_400 * 5)
        try Self.write(bytes, fake.folder + "/new.fit")
        let run = try fake.fitkit(
            [
                "upload", fake.folder + "/new.fit", "--to", "intervals", "--name", "Tempo", "--trainer", "--library",
                fake.library
            ])
        #expect(run.status == 0, "\(run.stderr)")
        var made = try Self.created(fake)
        #expect(made.count == 1)
        #expect(made.first?["external_id"] as? String == Self.sha(bytes))
        #expect(made.first?["name"] as? String == "Tempo")
        #expect(made.first?["type"] as? String == "Ride" && made.first?["trainer"] as? Bool == true)
        // The fake holds activity 0 (2020-01-01) from its own file; the library gets another file of that ride.
        try Self.write(try Self.ride(start: Self.day0, variant: 7), fake.folder + "/same.fit")
        #expect(try fake.fitkit(["import", fake.folder + "/same.fit"]).status == 0)
        let dry = try fake.fitkit(["upload", "--missing", "--to", "intervals", "--dry-run", "--library", fake.library])
        #expect(dry.status == 0 && dry.stdout.contains("would look for it on intervals.icu"), "\(dry.stdout)")
        let missing = try fake.fitkit(["upload", "--missing", "--to", "intervals", "--library", fake.library])
        #expect(missing.status == 0, "\(missing.stderr)")
        made = try Self.created(fake)
        #expect(made.count == 1)  // nothing new: the one ride was there in another form, the other sent before
        let posts = try fake.requests().filter { $0.method == "POST" && $0.path.hasSuffix("/activities") }
        #expect(posts.count == 1)
        let sync = try fake.fitkit(["sync", "--source", "intervals"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(try fake.sql("SELECT count(*) FROM activities WHERE merged_into IS NULL") == "2\n")
    }

    @Test(
        "--privacy sends a copy with no position inside the zones, the same bytes on every try; without it the original"
    )
    func privacy() throws {
        let fake = try FakeIntervals(["activities": 0])
        try fake.login()
        let bytes = try Self.ride(start: Self.day0 + 86_400 * 6)
        try Self.write(bytes, fake.folder + "/ride.fit")
        // A zone of 200 m round the start: the first 25 records (8 m a second) are in it.
        let zone = ["--privacy", "--no-privacy", "--privacy-zone", "45.0,6.0,200"]
        let dry = try fake.fitkit(
            ["upload", fake.folder + "/ride.fit", "--to", "intervals", "--dry-run"] + zone + ["--library", fake.library]
        )
        #expect(dry.stdout.contains("privacy zones applied"), "\(dry.stdout)")
        let run = try fake.fitkit(
            ["upload", fake.folder + "/ride.fit", "--to", "intervals", "--library", fake.library] + zone)
        #expect(run.status == 0, "\(run.stderr)")
        let made = try Self.created(fake)
        #expect(made.count == 1)
        #expect(made.first?["sha256"] as? String != Self.sha(bytes))
        // The external id names the bytes sent.
        #expect(made.first?["external_id"] as? String == made.first?["sha256"] as? String)
        let sent = try fake.sql("SELECT sent_sha256 FROM uploads")
        #expect(sent == (made.first?["sha256"] as? String ?? "") + "\n")
        // The record lost, the ride is sent again: the very same bytes (intervals.icu answers 200, holding them).
        _ = try fake.sql("DELETE FROM uploads; DELETE FROM activity_sources WHERE source = 'intervals'")
        let again = try fake.fitkit(
            ["upload", fake.folder + "/ride.fit", "--to", "intervals", "--library", fake.library] + zone)
        #expect(again.status == 0 && again.stdout.contains("holds it already"), "\(again.stdout)")
        #expect(try Self.created(fake).count == 1)
        // What the service holds, read back by Garmin's decoder: no position within 200 m of the zone's centre.
        guard let id = made.first?["id"] as? String else { return }
        let file = fake.folder + "/sent.fit"
        _ = try Shell.run(
            "/usr/bin/python3",
            [
                "-c",
                """
                import base64, sys, urllib.request
                r = urllib.request.Request(sys.argv[1], headers={"Authorization": "Basic " + base64.b64encode(b"API_KEY:" + sys.argv[2].encode()).decode()})
                open(sys.argv[3], "wb").write(urllib.request.urlopen(r).read())
                """, fake.api + "/api/v1/activity/\(id)/file", fake.key, file
            ])
        guard let read = try GarminRead.read([file]).first else { return }
        #expect(read.integrity)
        var positions = 0
        for (_, messages) in read.messages {
            for m in messages {
                guard let lat = GarminRead.degrees(m["position_lat"]), let lon = GarminRead.degrees(m["position_long"])
                else {
                    continue
                }
                positions += 1
                let north = (lat - 45) * 111_195, east = (lon - 6) * 111_195 * cos(45 * Double.pi / 180)
                #expect((north * north + east * east).squareRoot() > 195, "\(lat),\(lon)")
            }
        }
        #expect(positions >= 30)
    }

    @Test("a GPX is put in the library as FIT and sent as the GPX it is")
    func gpx() throws {
        let fake = try FakeIntervals(["activities": 0])
        try fake.login()
        let points = (0..<60).map { i in
            "<trkpt lat=\"\(45 + Double(i) * 0.0001)\" lon=\"6\"><ele>300</ele><time>2020-02-0\(1)T08:\(String(format: "%02d", i / 60)):\(String(format: "%02d", i % 60))Z</time></trkpt>"
        }
        let gpx =
            "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><type>cycling</type><trkseg>"
            + points.joined() + "</trkseg></trk></gpx>"
        try gpx.write(toFile: fake.folder + "/ride.gpx", atomically: true, encoding: .utf8)
        let run = try fake.fitkit(["upload", fake.folder + "/ride.gpx", "--to", "intervals", "--library", fake.library])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try fake.sql("SELECT count(*) FROM activities") == "1\n")
        let made = try Self.created(fake)
        #expect(made.count == 1)
        #expect(made.first?["sha256"] as? String == Rides.sha(Array(gpx.utf8)))
        // Its external id names the bytes sent: the GPX's.
        #expect(made.first?["external_id"] as? String == Rides.sha(Array(gpx.utf8)))
    }
}
