import Foundation
import TestSupport

/// A fake service (a script in Tests/FakeServers) as a test sees it: started on 127.0.0.1 with a scenario, the
/// JSON line it prints on start, every request it saw, and a config folder and library of the test's own for
/// the fitkit processes it runs. It exits when the test drops it (its standard input closes).
class FakeService {
    struct Request {
        let host: String, method: String, path: String, query: [String: String], headers: [String: String], time: Double
        /// The client's port: requests with the same port came over one connection.
        let port: Int
        /// The status the fake answered with (nil when the answer was cut off before it).
        let status: Int?
        /// The body sent, as text or JSON.
        let body: Any?
    }

    let start: [String: Any]
    let folder: String
    /// The control routes' host (the API's).
    let controlBase: String
    private let process: Process
    /// Closed when the test is done: the fake exits when its standard input ends (and so also when the test dies).
    private let stdin = Pipe()

    init(script: String, scenario: [String: Any], controlKey: String) throws {
        folder = try Shell.temporaryFolder()
        let scenarioPath = folder + "/scenario.json"
        try JSONSerialization.data(withJSONObject: scenario).write(to: URL(fileURLWithPath: scenarioPath))
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Paths.packageRoot.appendingPathComponent("Tests/FakeServers/" + script).path, scenarioPath]
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = stdin
        try Shell.launch(process, timeLimit: 1200)
        // The first line says where it listens.
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data([0x0A]) {
            line += byte
        }
        start = try JSONSerialization.jsonObject(with: line) as! [String: Any]
        controlBase = start[controlKey] as! String
    }

    deinit {
        try? stdin.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: folder)
    }

    var library: String { folder + "/library" }
    var config: String { folder + "/config" }
    /// What the service's fitkit processes see: the test's config folder and the fake's addresses.
    var environment: [String: String] {
        var e = ProcessInfo.processInfo.environment
        e["XDG_CONFIG_HOME"] = config
        e["FITKIT_HTTP_STALL_SECONDS"] = "2"
        for (k, v) in serviceEnvironment { e[k] = v }
        for (k, v) in extraEnvironment { e[k] = v }
        return e
    }

    var serviceEnvironment: [String: String] { [:] }
    /// More environment for this test's fitkit processes (time limits).
    var extraEnvironment: [String: String] = [:]

    /// Runs fitkit with this fake's config folder and API base; `--library` is added to sync commands.
    func fitkit(_ arguments: [String], stdin: String? = nil, in directory: String? = nil) throws -> Shell.Run {
        var arguments = arguments
        if ["sync", "sync-and-export", "list", "show", "import"].contains(arguments.first ?? "") {
            arguments += ["--library", library]
        }
        let input: String?
        if let stdin {
            input = folder + "/stdin-\(UUID().uuidString)"
            try Data(stdin.utf8).write(to: URL(fileURLWithPath: input!))
        } else {
            input = nil
        }
        return try Shell.run(Paths.fitkit, arguments, stdin: input, in: directory, environment: environment)
    }

    /// Starts fitkit and returns at once, for tests that interrupt it; its output is discarded.
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Paths.fitkit)
        process.arguments = arguments + ["--library", library]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try Shell.launch(process)
        return process
    }

    /// Runs fitkit `rounds` times, killing each with SIGKILL after a random delay of `least` seconds plus up to
    /// `spread` milliseconds (seeded: the delays are given back, for messages), so that kills land anywhere.
    func killAtRandom(_ arguments: [String], rounds: Int, seed: UInt64, least: Double = 0.05, spread: UInt64)
        throws -> [Double]
    {
        var random = SeededGenerator(seed: seed)
        var delays: [Double] = []
        for _ in 0..<rounds {
            let delay = least + Double(random.next() % spread) / 1000
            delays.append(delay)
            let process = try start(arguments)
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        return delays
    }

    func requests() throws -> [Request] {
        let data = Data(try control("GET", "/_log").utf8)
        return (try JSONSerialization.jsonObject(with: data) as! [[String: Any]]).map {
            Request(
                host: $0["host"] as! String, method: $0["method"] as! String, path: $0["path"] as! String,
                query: $0["query"] as! [String: String], headers: $0["headers"] as! [String: String],
                time: $0["time"] as! Double,
                port: $0["port"] as! Int, status: $0["status"] as? Int, body: $0["body"])
        }.filter { !$0.path.hasPrefix("/_") }
    }

    /// A call to the fake's control routes; its answer's body. An answer other than 2xx fails the test.
    func control(_ method: String, _ path: String, _ body: Any? = nil) throws -> String {
        let json = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let answer = try LoopbackHTTP.request(method, controlBase + path, body: json)
        let text = String(decoding: answer.body, as: UTF8.self)
        guard (200..<300).contains(answer.status) else {
            throw Failure(description: "\(method) \(path): \(answer.status) \(text)")
        }
        return text
    }

    func addFaults(_ faults: [[String: Any]]) throws { _ = try control("POST", "/_faults", faults) }

    /// The library's activities with their ids at `source`, and the SHA-256 of their files.
    func held(source: String = "igpsport") throws -> [(rideID: String, sha256: String)] {
        let run = try Shell.run(
            "/usr/bin/sqlite3",
            [
                library + "/library.sqlite",
                """
                SELECT s.source_id, f.sha256 FROM activity_sources s JOIN fit_files f ON f.activity_id = s.activity_id
                WHERE s.source = '\(source)' ORDER BY s.source_id
                """
            ])
        return run.stdout.split(separator: "\n").map {
            let parts = $0.split(separator: "|")
            return (String(parts[0]), String(parts[1]))
        }
    }

    func sql(_ query: String) throws -> String {
        try Shell.run("/usr/bin/sqlite3", [library + "/library.sqlite", query]).stdout
    }

    struct Failure: Error, CustomStringConvertible { let description: String }
}

/// The fake iGPSport (Tests/FakeServers/fake_igpsport.py): its API and storage hosts and the rides it serves (id,
/// SHA-256 of the bytes, UTC start).
final class FakeIGPSport: FakeService {
    struct Ride { let id: Int; let sha256: String; let start: Int }

    var api: String { controlBase }
    /// The storage host the file addresses point to: another origin than the API's.
    var storage: String { start["storage"] as! String }
    private(set) var rides: [Ride] = []

    init(_ scenario: [String: Any]) throws {
        try super.init(script: "fake_igpsport.py", scenario: scenario, controlKey: "api")
        rides = (start["rides"] as! [[String: Any]]).map {
            Ride(id: $0["ride_id"] as! Int, sha256: $0["sha256"] as! String, start: $0["start"] as! Int)
        }
    }

    override var serviceEnvironment: [String: String] { ["FITKIT_IGPSPORT_API_BASE": api] }

    /// Logs in as the scenario's default account.
    func login(remember: Bool = false, region: String = "intl") throws {
        let run = try fitkit(
            ["login", "igpsport", "--region", region, "--username", "rider@example.com", "--password-stdin"]
                + (remember ? ["--remember-password"] : []), stdin: "secret\n")
        guard run.status == 0 else { throw Failure(description: "login failed: \(run.stderr)") }
    }

    /// Every token issued so far is refused from now on (401, or `code != 0` naming the token).
    func expireTokens(asCode: Bool = false) throws { _ = try control("POST", "/_expire", ["as_code": asCode]) }
}

/// The fake Strava (Tests/FakeServers/fake_strava.py): OAuth and API on one host, the activities it lists.
final class FakeStrava: FakeService {
    struct Activity { let id: Int64; let start: Int; let elapsed: Int; let manual: Bool }

    var base: String { controlBase }
    private(set) var activities: [Activity] = []

    init(_ scenario: [String: Any]) throws {
        try super.init(script: "fake_strava.py", scenario: scenario, controlKey: "base")
        activities = (start["activities"] as! [[String: Any]]).map {
            Activity(
                id: ($0["id"] as! NSNumber).int64Value, start: $0["start"] as! Int, elapsed: $0["elapsed"] as! Int,
                manual: $0["manual"] as! Bool)
        }
    }

    override var serviceEnvironment: [String: String] {
        [
            "FITKIT_STRAVA_API_BASE": base + "/api/v3", "FITKIT_STRAVA_OAUTH_BASE": base,
            "FITKIT_STRAVA_CLIENT_SECRET": "s3cret"
        ]
    }

    /// Logs in with the scenario's refresh token.
    func login(refreshToken: String = "R0") throws {
        let run = try fitkit(["login", "strava", "--client-id", "12345", "--refresh-token", refreshToken])
        guard run.status == 0 else { throw Failure(description: "login failed: \(run.stderr)") }
    }

    /// Moves the fake's clock (its rate-limit windows and token expiries).
    func advanceClock(_ seconds: Int) throws { _ = try control("POST", "/_clock", ["advance": seconds]) }

    /// Every access token issued so far is refused from now on (401).
    func expireTokens() throws { _ = try control("POST", "/_expire", [:]) }

    /// The token file as fitkit saved it.
    func savedToken() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: config + "/fitkit/strava.json")))
            as! [String: Any]
    }
}

/// The fake intervals.icu (Tests/FakeServers/fake_intervals.py): its API and the activities it lists.
final class FakeIntervals: FakeService {
    struct Activity { let id: String; let start: Int; let sha256: String; let kind: String }

    var api: String { controlBase }
    private(set) var activities: [Activity] = []
    /// The key the fake accepts (the scenario's, else its default).
    let key: String

    init(_ scenario: [String: Any]) throws {
        key = scenario["api_key"] as? String ?? "k3y-0f-the-rider"
        try super.init(script: "fake_intervals.py", scenario: scenario, controlKey: "api")
        activities = (start["activities"] as! [[String: Any]]).map {
            Activity(
                id: $0["id"] as! String, start: $0["start"] as! Int, sha256: $0["sha256"] as! String,
                kind: $0["kind"] as! String)
        }
    }

    override var serviceEnvironment: [String: String] { ["FITKIT_INTERVALS_API_BASE": api] }

    /// Logs in as the scenario's athlete, the key on standard input.
    func login() throws {
        let run = try fitkit(["login", "intervals", "--athlete-id", "i4242", "--api-key-stdin"], stdin: key + "\n")
        guard run.status == 0 else { throw Failure(description: "login failed: \(run.stderr)") }
    }

    /// The activities that have a FIT file to fetch.
    var withFiles: [Activity] { activities.filter { $0.kind == "fit" } }
}
