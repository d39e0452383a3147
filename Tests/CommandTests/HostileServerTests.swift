import Foundation
import Testing
import TestSupport

/// Servers that misbehave on purpose: answers too large or inflating to too large,
/// answers that trickle for ever, redirects that would carry a password or a client secret to another host.
/// Each against the fakes' own loopback servers, each with a time limit.
@Suite struct HostileServerTests {
    static let listPath = "/service/web-gateway/web-analyze/activity/queryMyActivity"

    @Test("a file past --max-size, or a gzip body inflating past it, is that ride's error; the run goes on")
    func filesTooLarge() throws {
        let fake = try FakeIGPSport(["rides": 4])
        try fake.login()
        let huge = fake.rides[1].id, bomb = fake.rides[2].id
        try fake.addFaults([
            ["route": "storage", "ride": huge, "kind": "huge", "bytes": 3 << 30, "times": 10],
            ["route": "storage", "ride": bomb, "kind": "gzip_bomb", "bytes": 200 << 20, "times": 10]
        ])
        let started = Date()
        let run = try fake.fitkit(["sync", "--pace", "0", "--max-size", "1000000"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(run.stderr.contains("\(huge): 127.0.0.1") && run.stderr.contains("sent more than 1000000 bytes"))
        #expect(run.stderr.contains("\(bomb): 127.0.0.1"), "\(run.stderr)")
        #expect(try fake.held().count == 2)
    }

    @Test("a list answer that inflates past a few megabytes stops the run with one line, not the machine")
    func listAnswerTooLarge() throws {
        let fake = try FakeIGPSport(["rides": 2])
        try fake.login()
        try fake.addFaults([["route": "list", "kind": "gzip_bomb", "bytes": 100 << 20, "times": 100]])
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 75, "\(run.stderr)")
        // Its real limit, and what helps: not --max-size, which sets the files' limit only.
        #expect(run.stderr.contains("sent an API answer of more than \(16 << 20) bytes"), "\(run.stderr)")
        #expect(run.stderr.contains("--since and --until") && !run.stderr.contains("--max-size"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test("a host that trickles above the stall limit is stopped by the transfer's time limit")
    func trickle() throws {
        let fake = try FakeIGPSport(["rides": 3])
        try fake.login()
        let slow = fake.rides[1].id
        try fake.addFaults([["route": "storage", "ride": slow, "kind": "trickle", "rate": 4096, "times": 10]])
        // The average-rate floor waits longer than the time limit here, so that the time limit is what stops it.
        fake.extraEnvironment = ["FITKIT_HTTP_TIME_LIMIT": "3", "FITKIT_HTTP_STALL_SECONDS": "30"]
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 1, "\(run.stderr)")
        // Stopped once: a transfer too slow is not tried again at once, which would hold the run as long again.
        // One request for each of the three rides (five tries of the slow one made seven).
        #expect(try fake.requests().filter { $0.host == "storage" }.count == 3)
        #expect(run.stderr.contains("\(slow): 127.0.0.1") && run.stderr.contains("timed out"), "\(run.stderr)")
        #expect(try fake.held().count == 2)
    }

    @Test(
        "a host trickling 4 kB/s is stopped once its average stays under the floor past the first stretch, whatever --max-size allows"
    )
    func averageRateFloor() throws {
        let fake = try FakeIGPSport(["rides": 2])
        try fake.login()
        let slow = fake.rides[1].id
        try fake.addFaults([["route": "storage", "ride": slow, "kind": "trickle", "rate": 4096, "times": 10]])
        // The first stretch shortened to 2 s for the test; the size limit would allow the transfer for hours.
        fake.extraEnvironment = ["FITKIT_HTTP_STALL_SECONDS": "2"]
        let run = try fake.fitkit(["sync", "--pace", "0", "--max-size", "500000000"])
        #expect(run.status == 1, "\(run.stderr)")
        // One try of each ride: the slow one is not tried again at once.
        #expect(try fake.requests().filter { $0.host == "storage" }.count == 2)
        #expect(run.stderr.contains("\(slow): 127.0.0.1") && run.stderr.contains("too slow"), "\(run.stderr)")
        #expect(try fake.held().count == 1)
    }

    @Test("ids that are not the service's form never enter a URL; their items fail, reported, every run")
    func hostileIDs() throws {
        let fake = try FakeIGPSport([
            "rides": [
                ["index": 0], ["index": 1, "row_id": "../../../../../steal", "no_oss_path": true],
                ["index": 2, "row_id": "abc?x=1", "no_oss_path": true], ["index": 3, "row_id": "a\u{0}b"]
            ]
        ])
        try fake.login()
        let run = try fake.fitkit(["sync", "--pace", "0"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("its id \"../../../../../steal\" is not one the service gives"), "\(run.stderr)")
        #expect(run.stderr.contains("its id \"a\\x00b\""), "\(run.stderr)")
        // Nothing was asked for with them: no path outside the API's, no query added.
        let paths = try fake.requests().map(\.path)
        #expect(!paths.contains { $0.contains("steal") || $0.contains("abc") }, "\(paths)")
        #expect(try fake.held().count == 1)
        // Reported again by the next run, never taken for complete.
        let again = try fake.fitkit(["sync", "--pace", "0"])
        #expect(again.status == 1 && again.stdout.contains("failed"), "\(again.stdout)")
        #expect(try fake.sql("SELECT remote_id FROM sync_items WHERE remote_id LIKE 'a%b'") == "a\\x00b\n")
    }

    @Test("a login redirected to another host is not followed: the password stays where it was sent")
    func loginRedirectedElsewhere() throws {
        let fake = try FakeIGPSport(["rides": 1])
        try fake.addFaults([
            [
                "route": "login", "kind": "status", "status": 307, "headers": ["Location": fake.storage + "/steal"],
                "body": "moved"
            ]
        ])
        let run = try fake.fitkit(
            ["login", "igpsport", "--username", "rider@example.com", "--password-stdin"], stdin: "secret\n")
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("with credentials, not followed"), "\(run.stderr)")
        #expect(try fake.requests().filter { $0.host == "storage" }.isEmpty)
    }

    @Test("Strava's token request redirected to another origin is not followed: the secret stays")
    func tokenRedirectedElsewhere() throws {
        let fake = try FakeStrava(["activities": 1])
        // The same server under another name: another origin to a client, and its log shows any request.
        let elsewhere = fake.base.replacingOccurrences(of: "127.0.0.1", with: "localhost")
        try fake.addFaults([
            [
                "route": "token", "kind": "status", "status": 308,
                "headers": ["Location": elsewhere + "/oauth/token"], "body": ["message": "moved"]
            ]
        ])
        let run = try fake.fitkit(["login", "strava", "--client-id", "12345", "--refresh-token", "R0"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("with credentials, not followed"), "\(run.stderr)")
        #expect(try fake.requests().filter { $0.path.hasSuffix("/oauth/token") }.count == 1)
    }
}
