import FITLibrary
import FITSupport

/// intervals.icu through its API v1 and the owner's personal API key (docs/SYNC.md; the service's API facts):
/// HTTP Basic with the user name `API_KEY`, athlete `0` for the key's owner, one list of a date range newest
/// first, and each activity's original file (`/activity/{id}/file`, FIT, GPX or TCX as the device made it,
/// possibly gzip-compressed). Activities that reached intervals.icu from Strava are listed as empty stubs whose
/// every call answers 422, and manual entries have no file: both are skipped and counted. Requests are paced
/// under the service's 10 a second.
package final class Intervals: SyncService {
    /// What a login keeps (`intervals.json`): the key, and whose it is.
    package struct Login: Codable, Sendable, LoginRecord {
        package var athleteID: String
        package var apiKey: String
        package var name: String?

        enum CodingKeys: String, CodingKey { case athleteID = "athlete_id", apiKey = "api_key", name }

        package var account: String? { name.map { "\($0) (\(athleteID))" } ?? athleteID }
        /// The key does not expire: it changes when its owner makes a new one.
        package var expiry: Int64? { nil }
    }

    package typealias SavedLogin = Login

    /// Seconds between requests: nine a second, under the service's ten in any second (`HTTPClient.pace`).
    package static let requestSpacing = 0.11
    package static let id = SourceID("intervals")
    package static let title = "intervals.icu"
    package static let syncHelp = """
        each activity's original file as the device made it (FIT files only), with its id and name; activities \
        it has from Strava (which its API does not serve) and manual entries are skipped and counted.
        """
    package static let loginHelp = """
        With your athlete id (i12345, at the bottom of intervals.icu's Settings) and your API key (Settings, \
        Developer settings), asked for without echo, read from standard input with --api-key-stdin, or taken \
        from FITKIT_INTERVALS_API_KEY. The key is checked with the service before it is kept.
        """

    static let athleteID = LoginOption(
        "athlete-id", .value("id"), help: "Your athlete id: i12345 (required).",
        check: { Intervals.athlete($0) == nil ? "give the id intervals.icu shows, such as i12345" : nil })
    static let apiKeyStdin = LoginOption(
        "api-key-stdin", .flag, help: "Read the API key from the first line of standard input.")
    package static let loginOptions = [athleteID, apiKeyStdin]

    package static func loginUsage(_ options: LoginArguments) -> String? {
        options[athleteID] == nil ? "intervals.icu: give --athlete-id (i12345, at the bottom of Settings)" : nil
    }

    /// "i12345" from "i12345" or "12345"; nil for anything else.
    static func athlete(_ text: String) -> String? {
        let digits = text.hasPrefix("i") ? text.dropFirst() : Substring(text)
        guard (1...12).contains(digits.count), digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
            return nil
        }
        return "i" + digits
    }

    /// Checks the key with the service (whose athlete it is), then keeps it. A refused key saves nothing.
    package static func login(_ options: LoginArguments, context: any LoginContext) throws(SyncError) -> [String] {
        let athlete = options[athleteID].flatMap(Self.athlete) ?? ""
        let key = try context.secret(
            SecretInput(
                what: "API key", prompt: "intervals.icu API key of \(athlete): ", standardInputFlag: apiKeyStdin,
                environment: "FITKIT_INTERVALS_API_KEY"), options: options)
        var login = Login(athleteID: athlete, apiKey: key, name: nil)
        let client = Client(http: context.http, login: login)
        let profile: JSONValue
        do { profile = try client.json("/api/v1/athlete/0", what: "the login") } catch {
            if case .loginNeeded = error {
                throw SyncError.badCredentials(
                    source: id.rawValue, message: "the API key was refused",
                    check: "copy it again from Settings, Developer settings")
            }
            throw error
        }
        // The key's athlete, whether the profile gives its id as "i4242", "4242" or 4242: without one it
        // cannot be checked, and a key is not kept unchecked.
        guard let owner = RemoteID.text(profile["id"]).flatMap(Self.athlete) else {
            throw SyncError.badAnswer(host: client.host, what: "the athlete profile has no id to check the key against")
        }
        if owner != athlete {
            throw SyncError.badCredentials(
                source: id.rawValue, message: "the API key is athlete \(owner)'s",
                check: "give --athlete-id \(owner), or the key of \(athlete)")
        }
        login.name = profile["name"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        try Settings.saveLogin(id, login)
        return ["logged in to intervals.icu as \(login.account ?? athlete); the API key does not expire"]
    }

    // MARK: the source

    let client: Client
    private let login: Login
    /// The list rows of this run, by id.
    private var rows: [String: JSONValue] = [:]

    package var account: String? { login.account }

    package init(http: HTTPClient) throws(SyncError) {
        login = try Self.requireLogin()
        client = Client(http: http, login: login)
    }

    package func connect() throws(SyncError) {
        // The list is the first call and checks the key; nothing else is needed first.
    }

    /// The whole range in one answer (the API has no pages), with only the fields a sync reads.
    package func listPage(_ number: Int, range: DateRange) throws(SyncError) -> RemotePage {
        guard number == 1 else { return RemotePage(items: [], isLast: true) }
        // The service's dates are the athlete's local days: a day's slack each side; the file's own times decide.
        var query = [("oldest", range.since.map { ServiceDate.day($0 - 86_400) } ?? "1970-01-01")]
        if let until = range.until { query.append(("newest", ServiceDate.day(until + 86_400))) }
        query.append(("fields", Self.listFields))
        let json = try client.json(
            "/api/v1/athlete/0/activities?" + FormEncoding.encode(query), what: "the activity list")
        guard let array = json.array else {
            throw SyncError.badAnswer(host: client.host, what: "the activity list is not a list")
        }
        var page = RemotePage(items: [], isLast: true)
        for (n, row) in array.enumerated() {
            guard let id = RemoteID.text(row["id"]) else {
                // Counted, never silently dropped: an id the API does not give (2^64, 1e300, true, an object).
                let item = ListedItem(remoteID: "list row \(n + 1)", title: nil, startDay: nil, fileURL: nil)
                page.skipped.append((item, "an id that is neither a string nor a whole number"))
                continue
            }
            let item = ListedItem(
                remoteID: id, title: row["name"]?.string, startDay: row["start_date_local"]?.string, fileURL: nil)
            if let why = Self.noFile(row) {
                page.skipped.append((item, why))
                continue
            }
            rows[id] = row
            if let start = row["start_date"]?.string.flatMap(ISODate.parse), !range.contains(start) { continue }
            page.items.append(item)
        }
        return page
    }

    static let listFields =
        "id,name,description,start_date,start_date_local,elapsed_time,file_type,source"

    /// Why a listed activity has no file to fetch, or nil when it has one.
    static func noFile(_ row: JSONValue) -> String? {
        if row["source"]?.string == "STRAVA" || row["_note"] != nil {
            return "from Strava (intervals.icu's API does not serve them)"
        }
        guard let type = row["file_type"]?.string?.lowercased(), !type.isEmpty else {
            return "without a file (manual entries)"
        }
        return type == "fit" ? nil : "whose original is \(type.uppercased()), not FIT"
    }

    package func listedTimes(_ item: ListedItem) -> (start: Int64, elapsed: Double)? {
        guard let row = rows[item.remoteID], let start = row["start_date"]?.string.flatMap(ISODate.parse),
            let elapsed = row["elapsed_time"]?.double
        else { return nil }
        return (start, elapsed)
    }

    /// The original file, as the device wrote it (the sync expands it when it comes gzip-compressed).
    package func fetch(_ item: ListedItem) throws(SyncError) -> Recording {
        .file(try client.file("/api/v1/activity/\(RemoteID.pathSegment(item.remoteID))/file", id: item.remoteID))
    }

    package func details(_ item: ListedItem) throws(SyncError) -> RideDetails {
        let row = rows[item.remoteID]
        return RideDetails(
            title: row?["name"]?.string ?? item.title,
            description: row?["description"]?.string.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Requests with the key, to the API's host only, at most ten a second.
    struct Client {
        let http: HTTPClient
        let base: String
        let authorization: String

        init(http: HTTPClient, login: Login) {
            self.http = http
            base = APIBase.resolve(
                environment: "FITKIT_INTERVALS_API_BASE", key: "intervals.api_base", default: "https://intervals.icu")
            authorization = "Basic " + Base64.encode(Array("API_KEY:\(login.apiKey)".utf8))
        }

        var host: String { URLParts.hostAndPath(base).host }

        func json(_ pathAndQuery: String, what: String) throws(SyncError) -> JSONValue {
            let response = try get(pathAndQuery, limit: HTTPRequest.answerLimit, what: what)
            do { return try JSONReading.parse(response.body) } catch {
                throw SyncError.badAnswer(host: host, what: "\(what) is not JSON")
            }
        }

        func file(_ path: String, id: String) throws(SyncError) -> [UInt8] {
            try get(path, limit: http.fileLimit, what: "the file of activity \(id)").body
        }

        /// A GET, retried by the client on network errors, 429 and 5xx; the key refused means logging in again.
        private func get(_ pathAndQuery: String, limit: Int, what: String) throws(SyncError) -> HTTPResponse {
            try http.pace(Intervals.id.rawValue, every: Intervals.requestSpacing)
            let response = try http.get(
                HTTPRequest(
                    "GET", base + pathAndQuery,
                    headers: [("Authorization", authorization), ("Accept", "*/*"), ("User-Agent", "fitkit")],
                    limit: limit))
            return try checked(response, what: what)
        }

        /// A request with a body, sent once (an upload is never sent twice here: the run asks the service
        /// first), or again after a short rate limit that refused it unread.
        func send(_ method: String, _ pathAndQuery: String, body: [UInt8], contentType: String, what: String)
            throws(SyncError) -> HTTPResponse
        {
            try http.pace(Intervals.id.rawValue, every: Intervals.requestSpacing)
            let response = try http.sendOnceTaken(
                HTTPRequest(
                    method, base + pathAndQuery,
                    headers: [
                        ("Authorization", authorization), ("Accept", "*/*"), ("User-Agent", "fitkit"),
                        ("Content-Type", contentType)
                    ], body: body))
            return try checked(response, what: what)
        }

        private func checked(_ response: HTTPResponse, what: String) throws(SyncError) -> HTTPResponse {
            let error = (try? JSONReading.parse(response.body))?["error"]?.string
            return try response.success(
                host: host, what: what, detail: error,
                login: .loginNeeded(
                    source: Intervals.id.rawValue, reason: "intervals.icu refuses the API key (made anew?)"),
                forbiddenIsLogin: true, notFound: "intervals.icu has no such activity")
        }
    }
}
