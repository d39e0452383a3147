import Foundation
import Testing
import TestSupport

/// `fitkit upload` against the fake services on hostile and odd answers (docs/SYNC.md, "Uploads"): a title cannot
/// add a form field, an impossible activity id is not recorded, a long processing is polled at growing intervals
/// and said once, a short rate limit is waited out, and privacy.conf's zones apply unless --no-privacy.
@Suite struct UploadTrustTests {
    static let scope = UploadTests.uploadScope

    @Test("a title with CR/LF and a boundary-like line adds no form field")
    func titleInjection() throws {
        let fake = try FakeStrava(["activities": 0, "scope": Self.scope, "processing_polls": 1])
        try fake.login()
        let bytes = try UploadTests.ride(start: UploadTests.day0 + 86_400 * 40)
        try UploadTests.write(bytes, fake.folder + "/ride.fit")
        // What an attacker would write with the old boundary (the file's SHA-256 prefix), and a guess of any.
        let old = "fitkit-" + String(UploadTests.sha(bytes).prefix(40))
        let title =
            "Ride\r\n--\(old)\r\nContent-Disposition: form-data; name=\"external_id\"\r\n\r\nINJECTED-ID\r\n"
            + "--\(old)\r\nContent-Disposition: form-data; name=\"commute\"\r\n\r\n1"
        let run = try fake.fitkit([
            "upload", fake.folder + "/ride.fit", "--to", "strava", "--name", title, "--library", fake.library
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let made = try UploadTests.created(fake)
        #expect(made.count == 1)
        #expect(made.first?["external_id"] as? String == UploadTests.sha(bytes))
        #expect((made.first?["name"] as? String)?.contains("\n") == false)
        let commute = try fake.requests().filter { $0.method == "PUT" }.compactMap { $0.body as? [String: Any] }
        #expect(commute.allSatisfy { $0["commute"] as? Bool != true }, "\(commute)")
    }

    @Test("an activity id of -1 is not recorded as done; the real one is")
    func impossibleActivityID() throws {
        let fake = try FakeStrava([
            "activities": 0, "scope": Self.scope, "processing_polls": 1,
            "faults": [
                [
                    "route": "poll", "kind": "status", "status": 200,
                    "body": [
                        "id": 2_147_483_725, "id_str": "2147483725", "error": NSNull(),
                        "status": "Your activity is ready.", "activity_id": -1
                    ]
                ]
            ]
        ])
        try fake.login()
        try UploadTests.write(try UploadTests.ride(start: UploadTests.day0 + 86_400 * 41), fake.folder + "/ride.fit")
        let run = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(run.status == 0, "\(run.stderr)")
        let made = try UploadTests.created(fake)
        #expect(made.count == 1)
        let id = (made.first?["id"] as? NSNumber)?.stringValue ?? "?"
        #expect(try fake.sql("SELECT source_id FROM activity_sources WHERE source = 'strava'") == "\(id)\n")
    }

    @Test("a ride still processing is polled at growing intervals and said once")
    func pollingBacksOff() throws {
        let fake = try FakeStrava(["activities": 0, "scope": Self.scope, "processing_polls": 1000])
        fake.extraEnvironment["FITKIT_UPLOAD_PROCESSING_WAIT"] = "8"
        try fake.login()
        try UploadTests.write(try UploadTests.ride(start: UploadTests.day0 + 86_400 * 42), fake.folder + "/ride.fit")
        let run = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(run.status == 75, "\(run.stderr)")
        let polls = try fake.requests().filter { $0.method == "GET" && $0.path.hasPrefix("/api/v3/uploads/") }
            .map(\.time)
        // 1, 2 and 4 s apart (8 s in all): four polls, where a poll a second made eight.
        #expect(polls.count >= 3 && polls.count <= 5, "\(polls)")
        // Growing: a wait of about 4 s came (a poll a second makes none over 1.5 s; a busy machine lengthens
        // waits, and the run's own 8 s cut the 4 s one short by at most what it lost).
        let gaps = zip(polls, polls.dropFirst()).map { $1 - $0 }
        #expect(gaps.contains { $0 >= 3 }, "\(gaps)")
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("is processing upload") }
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("fitkit upload") || run.stderr.contains("run the upload again"), "\(run.stderr)")
    }

    @Test(
        "a 429 with a short Retry-After on the upload is waited out, as sync does: sent once, exit 0",
        arguments: ["strava", "intervals"])
    func shortRateLimit(service: String) throws {
        let fault: [String: Any] = [
            "route": "upload", "kind": "status", "status": 429, "headers": ["Retry-After": "1"],
            "body": ["message": "Rate Limit Exceeded", "errors": [["resource": "Application", "code": "exceeded"]]]
        ]
        let fake: FakeService =
            service == "strava"
            ? try FakeStrava(["activities": 0, "scope": Self.scope, "processing_polls": 1, "faults": [fault]])
            : try FakeIntervals(["activities": 0, "faults": [fault]])
        if let strava = fake as? FakeStrava { try strava.login() }
        if let intervals = fake as? FakeIntervals { try intervals.login() }
        try UploadTests.write(try UploadTests.ride(start: UploadTests.day0 + 86_400 * 43), fake.folder + "/ride.fit")
        let run = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", service, "--library", fake.library])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try UploadTests.created(fake).count == 1)
    }

    @Test("privacy.conf's zones apply to an upload by default; --no-privacy sends the file; --dry-run makes no library")
    func privacyByDefault() throws {
        let fake = try FakeStrava(["activities": 0, "scope": Self.scope, "processing_polls": 1])
        try fake.login()
        let bytes = try UploadTests.ride(start: UploadTests.day0 + 86_400 * 44)
        try UploadTests.write(bytes, fake.folder + "/ride.fit")
        // A zone of 100 m round the start: the first dozen positions (8 m/s north) are in it.
        try FileManager.default.createDirectory(atPath: fake.config + "/fitkit", withIntermediateDirectories: true)
        try "45.0,6.0,100\n".write(toFile: fake.config + "/fitkit/privacy.conf", atomically: true, encoding: .utf8)
        let dry = try fake.fitkit([
            "upload", fake.folder + "/ride.fit", "--to", "strava", "--dry-run", "--library", fake.folder + "/none"
        ])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("privacy zones applied"), "\(dry.stdout)")
        #expect(!FileManager.default.fileExists(atPath: fake.folder + "/none"))
        let run = try fake.fitkit(["upload", fake.folder + "/ride.fit", "--to", "strava", "--library", fake.library])
        #expect(run.status == 0, "\(run.stderr)")
        let sent = try UploadTests.created(fake).first?["sha256"] as? String
        #expect(sent != nil && sent != UploadTests.sha(bytes), "the original was sent")
        // What was sent is the ride as `fitkit crop` writes it with the zones (over its whole time), and that
        // holds no position inside the zone, read back by Garmin's decoder.
        let copy = fake.folder + "/sent.fit"
        let crop = try fake.fitkit(["crop", fake.folder + "/ride.fit", "--from", "+0s", "--to", "+59s", "-o", copy])
        #expect(crop.status == 0, "\(crop.stderr)")
        let cropped = try [UInt8](Data(contentsOf: URL(fileURLWithPath: copy)))
        #expect(UploadTests.sha(cropped) == sent)
        for read in try GarminRead.read([copy]) {
            #expect(read.integrity)
            let lats = read.records.compactMap { GarminRead.degrees($0["position_lat"]) }
            #expect(!lats.isEmpty && lats.count < 60)
            for lat in lats { #expect((lat - 45) * 111_195 > 99, "\(lat)") }
        }
        let other = try UploadTests.ride(start: UploadTests.day0 + 86_400 * 45)
        try UploadTests.write(other, fake.folder + "/other.fit")
        let plain = try fake.fitkit([
            "upload", fake.folder + "/other.fit", "--to", "strava", "--no-privacy", "--library", fake.library
        ])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try UploadTests.created(fake).last?["sha256"] as? String == UploadTests.sha(other))
    }

    @Test("a title synced with a NUL keeps what follows it")
    func nulInTitle() throws {
        let fake = try FakeStrava(["activities": [["index": 0, "title": "Col du\u{0}Galibier"]]])
        try fake.login()
        let run = try fake.fitkit(["sync", "--source", "strava"])
        #expect(run.status == 0, "\(run.stderr)")
        let title = try fake.sql("SELECT title FROM activities")
        #expect(title.hasPrefix("Col du") && title.contains("Galibier"), "\(title)")
    }
}
