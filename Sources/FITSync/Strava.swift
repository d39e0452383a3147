import FITActivity
import FITLibrary
import FITSupport

/// Strava through its API v3 and the user's own API application. Its API serves no original files: a ride the
/// library holds already (from a device file, iGPSport or a bulk export) only gains its Strava id, title,
/// description and gear (one request); any other is written as FIT from its streams and details (`StravaFIT`).
/// Every request is planned against the rate budget (`RateBudget`): a spent window is waited out on a terminal,
/// or the run stops (75) naming the time to resume.
package final class Strava: SyncService {
    package static let pageSize = 200
    private let http: HTTPClient
    private var token: StravaAuth.Token
    private let base: String
    package private(set) var budget = RateBudget()
    /// Wait for a spent window (on a terminal) rather than stop; `onWait` shows the seconds left.
    private var waitForBudget = false
    private var onWait: ((_ secondsLeft: Int64, _ resumeAt: Int64) -> Void)?
    /// The list rows of this run, by id (start, duration, manual, sport), and the details fetched.
    private var rows: [String: JSONValue] = [:]
    private var detailsCache: [String: JSONValue] = [:]

    package var account: String? { token.athlete ?? "client \(token.clientID)" }

    package init(http: HTTPClient) throws(SyncError) {
        self.http = http
        token = try StravaAuth.current(http: http)
        base = StravaAuth.apiBase
        // A window the last run spent is still spent if it has not turned: no request is wasted on a 429.
        budget = RateBudget(saved: token.budget)
    }

    package func allowWaiting(_ allowed: Bool, report: @escaping (_ secondsLeft: Int64, _ resumeAt: Int64) -> Void) {
        waitForBudget = allowed
        onWait = report
    }

    // MARK: the service

    package typealias SavedLogin = StravaAuth.Token
    package static let id = SourceID.strava
    package static let title = "Strava"
    package static let syncHelp = """
        its activities (its API serves no originals) written as FIT from their streams and details, or only named \
        on a ride the library holds already.
        """
    package static let loginHelp = """
        With your own API application (make one at https://www.strava.com/settings/api, with 127.0.0.1 as its \
        Authorization Callback Domain): --client-id, and the client secret from a prompt without echo, \
        --client-secret-stdin or FITKIT_STRAVA_CLIENT_SECRET. fitkit prints the page to open in a browser and waits \
        on http://127.0.0.1:PORT/ for Strava to send it back (--port; any free one by default); or give the code by \
        hand (--code), or a refresh token you have (--refresh-token-stdin: --refresh-token puts it in `ps` and the \
        shell's history). The secret is kept with the tokens.
        """

    static let clientID = LoginOption(
        "client-id", .value("id"), help: "Your API application's client id (required).")
    static let clientSecretStdin = LoginOption(
        "client-secret-stdin", .flag, help: "Read the client secret from the first line of standard input.")
    static let code = LoginOption(
        "code", .value("code"), help: "An authorisation code copied by hand from the page Strava sent the browser to.")
    static let refreshToken = LoginOption(
        "refresh-token", .value("token"),
        help: """
            A refresh token you already have, instead of the browser (seen by other users in `ps`, and kept in the \
            shell's history: prefer --refresh-token-stdin).
            """)
    static let refreshTokenStdin = LoginOption(
        "refresh-token-stdin", .flag,
        help: """
            Read the refresh token from standard input (its first line, or the second after the client secret with \
            --client-secret-stdin).
            """)
    static let port = LoginOption(
        "port", .value("port"), help: "The port on 127.0.0.1 to wait on for the browser (default: any free one).",
        check: { UInt16($0) == nil ? "give a port from 0 to 65535" : nil })
    static let upload = LoginOption(
        "upload", .flag,
        help: "Ask also for leave to upload rides (the activity:write scope), which `fitkit upload --to strava` needs.")
    package static let loginOptions = [clientID, clientSecretStdin, code, refreshToken, refreshTokenStdin, port, upload]

    package static func loginUsage(_ options: LoginArguments) -> String? {
        if options[clientID] == nil {
            return "Strava: give --client-id (your API application's, from https://www.strava.com/settings/api)"
        }
        if [options.has(code), options.has(refreshToken), options.has(refreshTokenStdin)].filter({ $0 }).count > 1 {
            return "give one of --code, --refresh-token and --refresh-token-stdin"
        }
        return nil
    }

    package static func login(_ options: LoginArguments, context: any LoginContext) throws(SyncError) -> [String] {
        let clientID = options[clientID] ?? ""
        let secret = try context.secret(
            SecretInput(
                what: "client secret", prompt: "client secret of Strava application \(clientID): ",
                standardInputFlag: clientSecretStdin, environment: "FITKIT_STRAVA_CLIENT_SECRET"), options: options)
        var refresh = options[refreshToken]
        if options.has(refreshTokenStdin) {
            refresh = try context.secret(
                SecretInput(what: "refresh token", prompt: "", standardInputFlag: refreshTokenStdin), options: options)
        }
        var code = options[code]
        var scope: String?
        if code == nil && refresh == nil {
            let listener = try RedirectListener(port: options[port].flatMap { Int($0) } ?? 0)
            let uploading = options.has(upload)
            context.tell(
                "Open this page in a browser, and allow fitkit to read "
                    + (uploading ? "and upload " : "") + "your activities:\n  "
                    + StravaAuth.authorizeURL(
                        clientID: clientID, redirect: listener.redirectURI,
                        scope: uploading ? StravaAuth.uploadScope : StravaAuth.scope) + "&state="
                    + listener.state + "\nWaiting for Strava to send the browser back to \(listener.redirectURI) …")
            let answer = try listener.waitForCode(timeout: 600)
            code = answer.code
            scope = answer.scope
        }
        let token = try StravaAuth.login(
            clientID: clientID, clientSecret: secret, code: code, refreshToken: refresh, grantedScope: scope,
            http: context.http)
        var lines = [
            "logged in to Strava" + (token.athlete.map { " as \($0)" } ?? "") + "; the access token is valid until "
                + DateRange.minuteText(token.expiresAt) + " and is refreshed as needed"
        ]
        // The user may untick what was asked for: the scope granted is checked.
        if options.has(upload), let scope, !scope.split(separator: ",").contains("activity:write") {
            lines.append(
                "note: Strava granted \(scope) only: fitkit cannot upload (log in again with --upload and allow it)")
        }
        if let scope, !scope.split(separator: ",").contains("activity:read_all") {
            lines.append(
                "note: Strava granted \(scope) only: private activities will not be listed (log in again and allow them)"
            )
        }
        return lines
    }

    /// Asks Strava to revoke fitkit's access (when it answers), then forgets the login.
    package static func logout(http: HTTPClient) throws(SyncError) -> LogoutOutcome {
        let revoked = try StravaAuth.revoke(http: http)
        return LogoutOutcome(
            removed: try Settings.removeLogin(id), note: revoked ? "Strava revoked fitkit's access" : nil)
    }

    package static func statusExtras(_ saved: StravaAuth.Token) -> StatusExtras {
        guard let budget = saved.budget else { return StatusExtras() }
        return StatusExtras(
            lines: ["rate limit as last seen (\(DateRange.minuteText(budget.seenAt))): " + budget.text],
            rateLimit: budget.json)
    }

    package func connect() throws(SyncError) {
        // The first page checks the token, the scope and the application; nothing else is needed first.
    }

    package func listPage(_ number: Int, range: DateRange) throws(SyncError) -> RemotePage {
        var query: [(String, String)] = [("page", String(number)), ("per_page", String(Self.pageSize))]
        if let since = range.since { query.append(("after", String(since - 1))) }
        if let until = range.until { query.append(("before", String(until))) }
        let json = try get("/athlete/activities?" + FormEncoding.encode(query), what: "the activity list")
        guard let array = json.array else {
            throw SyncError.badAnswer(host: host, what: "the activity list is not a list")
        }
        var items: [ListedItem] = []
        var unreadable: [(ListedItem, String)] = []
        for row in array {
            // Ids passed 2^32 years ago: read as 64-bit integers, never through a Double.
            guard let id = row["id"]?.int else { continue }
            let remoteID = String(id)
            let item = ListedItem(
                remoteID: remoteID, title: row["name"]?.string, startDay: row["start_date"]?.string, fileURL: nil)
            guard let start = row["start_date"]?.string.flatMap(ISODate.parse) else {
                unreadable.append((item, "its start_date \(row["start_date"]?.string ?? "(none)") cannot be read"))
                continue
            }
            rows[remoteID] = row
            if range.contains(start) { items.append(item) }
        }
        return RemotePage(items: items, unreadable: unreadable, isLast: array.isEmpty)
    }

    /// Strava's API serves streams, which fitkit writes as a FIT file of its own.
    package var servesOriginals: Bool { false }

    package func listedTimes(_ item: ListedItem) -> (start: Int64, elapsed: Double)? {
        guard let row = rows[item.remoteID], let start = row["start_date"]?.string.flatMap(ISODate.parse),
            let elapsed = row["elapsed_time"]?.double
        else { return nil }
        return (start, elapsed)
    }

    package func withoutFile(_ item: ListedItem) -> RideWithoutFile? {
        guard let row = rows[item.remoteID], row["manual"]?.bool == true else { return nil }
        return ride(item)
    }

    /// The ride as its listing row gives it, without a recording.
    private func ride(_ item: ListedItem) -> RideWithoutFile? {
        guard let row = rows[item.remoteID], let (start, elapsed) = listedTimes(item) else { return nil }
        return RideWithoutFile(
            start: start, elapsed: elapsed, moving: row["moving_time"]?.double, distance: row["distance"]?.double,
            ascent: row["total_elevation_gain"]?.double,
            sport: SportNames.fromStrava(row["sport_type"]?.string ?? row["type"]?.string).0.name,
            utcOffset: row["utc_offset"]?.int)
    }

    /// The ride written as FIT from its streams; one whose streams hold no time (Strava keeps some entries so)
    /// is kept from its details, as a manual entry is.
    package func fetch(_ item: ListedItem) throws(SyncError) -> Recording {
        guard let row = rows[item.remoteID] else {
            throw SyncError.badAnswer(host: host, what: "activity \(item.remoteID) was not listed")
        }
        let detail = try detail(item.remoteID)
        let query = FormEncoding.encode([("keys", StravaFIT.streamKeys.joined(separator: ",")), ("key_by_type", "true")]
        )
        let streams = try get(
            "/activities/\(RemoteID.pathSegment(item.remoteID))/streams?" + query,
            what: "the streams of activity \(item.remoteID)")
        if !StravaFIT.hasTimes(streams), let ride = ride(item) { return .withoutFile(ride) }
        return .file(try StravaFIT.build(summary: row, detail: detail, streams: streams))
    }

    package func details(_ item: ListedItem) throws(SyncError) -> RideDetails {
        let d = try detail(item.remoteID)
        return RideDetails(
            title: d["name"]?.string ?? item.title,
            description: d["description"]?.string.flatMap { $0.isEmpty ? nil : $0 },
            gear: d["gear"]?["name"]?.string)
    }

    /// Keeps the budget as last seen with the token, for `sync --status`.
    package func finish() {
        guard let budget = budget.saved else { return }
        _ = try? Settings.withLock(Self.id) { () throws(SyncError) in
            guard var saved = try Self.savedLogin() else { return }
            saved.budget = budget
            try Settings.saveLogin(Self.id, saved)
        }
    }

    private func detail(_ id: String) throws(SyncError) -> JSONValue {
        if let cached = detailsCache[id] { return cached }
        let d = try get("/activities/\(RemoteID.pathSegment(id))", what: "activity \(id)")
        detailsCache[id] = d
        return d
    }

    var host: String { URLParts.hostAndPath(base).host }

    /// A GET to the API whose answer is JSON.
    private func get(_ pathAndQuery: String, what: String) throws(SyncError) -> JSONValue {
        guard let json = try call("GET", pathAndQuery, what: what).json else {
            throw SyncError.badAnswer(host: host, what: "\(what) is not JSON")
        }
        return json
    }

    /// A request to the API, within the budget: a spent window is waited out or stops the run; a 401 refreshes
    /// the token once; Strava's own errors become their own messages. An answer whose status is in `passing` is
    /// given back as it is (an upload's 400 says why in its body). Only a GET is retried on network errors: a
    /// POST that may have been stored is never sent twice here (the upload run asks the service first).
    func call(
        _ method: String, _ pathAndQuery: String, body: [UInt8]? = nil, headers extra: [(String, String)] = [],
        what: String, passing: Set<Int> = []
    ) throws(SyncError) -> (status: Int, json: JSONValue?) {
        var refreshed = false
        while true {
            try respectBudget()
            budget.spend(at: budget.now())
            let request = HTTPRequest(
                method, base + pathAndQuery,
                headers: [("Authorization", "Bearer " + token.accessToken), ("User-Agent", "fitkit")] + extra,
                body: body)
            // A POST refused by a short rate limit is sent again after it (it was not taken); a GET's 429 is
            // the budget's to wait out.
            let response =
                method == "GET" ? try http.get(request, retryTooMany: false) : try http.sendOnceTaken(request)
            let json = try? JSONReading.parse(response.body)
            let error = StravaErrors.first(json)
            if response.status == 429 {
                budget.exhausted(by: response, at: budget.now())
                continue  // waited out, or the run stops in respectBudget
            }
            budget.update(from: response)
            if passing.contains(response.status) { return (response.status, json) }
            switch response.status {
            case 401 where error?.field == "activity:read_permission":
                throw SyncError.accessDenied(
                    "Strava did not give fitkit leave to read activities (the activity:read_all scope): "
                        + "run `fitkit login strava` again and allow it")
            case 401 where error?.field == "activity:write_permission":
                throw SyncError.accessDenied(
                    "Strava did not give fitkit leave to upload (the activity:write scope): "
                        + "run `fitkit login strava --upload` and allow it")
            case 401 where !refreshed:
                refreshed = true
                token = try StravaAuth.current(force: true, spentAccess: token.accessToken, http: http)
            case 403 where error?.resource == "Application" && error?.code == "Inactive":
                throw SyncError.accessDenied(
                    "Strava refuses every call of this API application: it is inactive (since June 2026 "
                        + "an application needs its owner to have a Strava subscription); subscribe, or log in "
                        + "with another application (`fitkit login strava --client-id`)")
            default:
                _ = try response.success(
                    host: host, what: what, detail: error?.text,
                    login: .loginNeeded(source: Self.id.rawValue, reason: "Strava refuses the refreshed token"),
                    notFound: "Strava has no such activity (deleted, or not yours)")
                return (response.status, json)
            }
        }
    }

    /// Waits out a spent window (counting down), or stops the run naming the time to resume.
    private func respectBudget() throws(SyncError) {
        while let (resumeAt, window) = budget.spent(at: budget.now()) {
            guard waitForBudget else {
                throw SyncError.budgetSpent(source: "Strava", window: window, resumeAt: resumeAt)
            }
            let left = resumeAt - budget.now()
            onWait?(left, resumeAt)
            try Interruption.sleep(1)  // a second at a time, for the countdown
        }
    }
}
