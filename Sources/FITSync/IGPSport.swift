#if canImport(Glibc)
import Glibc
#endif
import FITKit
import FITLibrary
import FITSupport

/// iGPSport, the web service of iGPSport's bike computers: a China service (phone accounts) and an international
/// one (e-mail accounts), each with its own users, the same API. The calls are those real clients make
/// (docs/SYNC.md): log in for a bearer token (valid 7 days; there is no refresh, clients log in again), list 20
/// activities a page newest first, and download the original FIT file from the storage host the list or the
/// detail names, without the token.
package final class IGPSport: SyncService {
    package enum Region: String, Codable, Sendable, CaseIterable {
        case intl, cn

        var defaultBase: String { self == .cn ? "https://prod.zh.igpsport.com" : "https://prod.en.igpsport.com" }
        var origin: String { self == .cn ? "https://app.igpsport.cn" : "https://app.igpsport.com" }
        /// The zone of the dates in list rows: +08:00 in China; the international service does not say.
        var listOffset: Int64 { self == .cn ? 8 * 3600 : 0 }
    }

    /// What a login keeps (`igpsport.json`).
    package struct Token: Codable, Sendable, LoginRecord {
        package var region: Region
        package var username: String
        package var accessToken: String
        package var expiresAt: Int64
        package var memberID: String?
        package var password: String?

        enum CodingKeys: String, CodingKey {
            case region, username, accessToken = "access_token", expiresAt = "expires_at", memberID = "member_id"
            case password
        }

        package var account: String? { username }
        package var expiry: Int64? { expiresAt }
    }

    package static let pageSize = 20
    /// A token this close to its expiry is renewed before use.
    static let expiryMargin: Int64 = 300
    private let http: HTTPClient
    package private(set) var token: Token
    private let base: String
    /// The token the last renewal gave, until a request succeeds with it: a token refused before that was
    /// refused fresh, and the run stops; one refused later has expired again (a long run), and is renewed.
    private var unproven: String?

    package var account: String? { "\(token.username) (\(token.region.rawValue))" }

    /// The API's base URL: `FITKIT_IGPSPORT_API_BASE`, `igpsport.api_base` in fitkit.conf, or the region's host.
    package static func apiBase(_ region: Region) -> String {
        APIBase.resolve(environment: "FITKIT_IGPSPORT_API_BASE", key: "igpsport.api_base", default: region.defaultBase)
    }

    package init(http: HTTPClient) throws(SyncError) {
        self.http = http
        token = try Self.requireLogin()
        base = Self.apiBase(token.region)
    }

    // MARK: the service

    package typealias SavedLogin = Token
    package static let id = SourceID("igpsport")
    package static let title = "iGPSport"
    package static let syncHelp = "its original FIT files, checked and imported with their id and title."
    package static let loginHelp = """
        The password is asked for without echo, or read from standard input with --password-stdin. The token \
        (valid 7 days) is kept with the password only when --remember-password is given (so that sync can renew \
        an expired token unattended). China accounts (--region cn) can log in with a code texted to the phone \
        (--sms): the code is asked for, or read from standard input.
        """

    static let region = LoginOption(
        "region", .value("region"),
        help:
            "The service: intl (app.igpsport.com, e-mail accounts, the default) or cn (app.igpsport.cn, phone accounts).",
        choices: Region.allCases.map(\.rawValue))
    static let username = LoginOption(
        "username", .value("name"), help: "The account's e-mail address or phone number (required).")
    static let passwordStdin = LoginOption(
        "password-stdin", .flag, help: "Read the password from the first line of standard input.")
    static let rememberPassword = LoginOption(
        "remember-password", .flag,
        help: "Keep the password with the token, so that an expired token is renewed unattended.")
    static let sms = LoginOption(
        "sms", .flag, help: "China accounts: log in with a code texted to the phone instead of the password.")
    package static let loginOptions = [region, username, passwordStdin, rememberPassword, sms]

    package static func loginUsage(_ options: LoginArguments) -> String? {
        if options[Self.username] == nil { return "iGPSport: give --username (the account's e-mail or phone number)" }
        let bySMS = options.has(Self.sms)
        if bySMS && options[Self.region] != Region.cn.rawValue { return "--sms is for China accounts: add --region cn" }
        if bySMS && (options.has(Self.passwordStdin) || options.has(Self.rememberPassword)) {
            return "--sms logs in with a code: --password-stdin and --remember-password do not apply"
        }
        return nil
    }

    package static func login(_ options: LoginArguments, context: any LoginContext) throws(SyncError) -> [String] {
        let region = options[Self.region].flatMap(Region.init) ?? .intl
        let username = options[Self.username] ?? ""
        let token: Token
        if options.has(Self.sms) {
            try sendCode(region: region, phone: username, http: context.http)
            let code = try context.secret(
                SecretInput(
                    what: "code", prompt: "code texted to \(username): ", echo: true,
                    standardInputWhenNotTerminal: true), options: options)
            token = try login(region: region, phone: username, code: code, http: context.http)
        } else {
            let password = try context.secret(
                SecretInput(
                    what: "password", prompt: "iGPSport password for \(username): ",
                    standardInputFlag: Self.passwordStdin),
                options: options)
            token = try login(
                region: region, username: username, password: password, remember: options.has(Self.rememberPassword),
                http: context.http)
        }
        return [
            "logged in to iGPSport (\(token.region.rawValue)) as \(token.username); the token is valid until "
                + DateRange.minuteText(token.expiresAt)
                + (token.password == nil ? "" : ", the password is kept to renew it")
        ]
    }

    // MARK: login

    /// Logs in with a user name (e-mail or phone) and password; the token is saved, with the password only when
    /// `remember` (so that an expired token can be renewed unattended). The login is never retried.
    @discardableResult
    package static func login(
        region: Region, username: String, password: String, remember: Bool,
        http: HTTPClient
    ) throws(SyncError) -> Token {
        let body = JSONValue.object([
            ("username", .string(username)), ("password", .string(password)),
            ("appId", .string("igpsport-web"))
        ])
        let data = try post("/service/auth/account/login", body, region: region, http: http, what: "the login")
        return try save(data, region: region, username: username, password: remember ? password : nil)
    }

    /// China accounts: asks the service to text a login code to a phone.
    package static func sendCode(region: Region, phone: String, http: HTTPClient) throws(SyncError) {
        let body = JSONValue.object([("type", .int(1)), ("username", .string(phone))])
        _ = try post(
            "/service/auth/account/SendVerificationCode", body, region: region, http: http, what: "the SMS code request"
        )
    }

    /// China accounts: logs in with the code texted to the phone. Such a token cannot be renewed unattended.
    @discardableResult
    package static func login(region: Region, phone: String, code: String, http: HTTPClient) throws(SyncError) -> Token
    {
        let body = JSONValue.object([
            ("phone", .string(phone)), ("code", .string(code)), ("appId", .string("igpsport-web"))
        ])
        let data = try post("/service/auth/account/login/phone", body, region: region, http: http, what: "the login")
        return try save(data, region: region, username: phone, password: nil)
    }

    private static func post(
        _ path: String, _ body: JSONValue, region: Region, http: HTTPClient,
        what: String
    ) throws(SyncError) -> JSONValue {
        let request = HTTPRequest(
            "POST", apiBase(region) + path, headers: headers(region, token: nil, json: true),
            body: Array(body.text().utf8))
        let response = try http.send(request)
        let host = request.hostAndPath.host
        if response.status == 403 && region == .cn, (try? JSONReading.parse(response.body))?["code"]?.int == nil {
            throw SyncError.signingRequired(what: what)
        }
        let json = try envelope(response, host: host, what: what)
        guard let code = json["code"]?.int ?? json["Code"]?.int else {
            throw SyncError.badAnswer(host: host, what: "\(what): no `code` in the answer")
        }
        guard code == 0 else {
            let message = json["message"]?.string ?? json["Message"]?.string ?? "code \(code)"
            if path.contains("login") {
                throw SyncError.badCredentials(
                    source: id.rawValue, message: message, check: "check the user name and password")
            }
            throw SyncError.refused(what: what, message: message)
        }
        return json["data"] ?? .null
    }

    private static func save(
        _ data: JSONValue, region: Region, username: String,
        password: String?
    ) throws(SyncError) -> Token {
        guard let access = data["access_token"]?.string, !access.isEmpty else {
            throw SyncError.badAnswer(host: URLParts.hostAndPath(apiBase(region)).host, what: "the login gave no token")
        }
        let lifetime = data["expires_in"]?.int ?? 604_800
        let token = Token(
            region: region, username: username, accessToken: access, expiresAt: Int64(time(nil)) + lifetime,
            memberID: JWT.claim("memberid", in: access), password: password)
        try Settings.saveLogin(id, token)
        return token
    }

    static func headers(_ region: Region, token: String?, json: Bool = false) -> [(String, String)] {
        var h = [
            ("Accept", "application/json"), ("Origin", region.origin), ("Referer", region.origin + "/"),
            ("User-Agent", "fitkit")
        ]
        if json { h.append(("Content-Type", "application/json")) }
        if let token { h.append(("Authorization", "Bearer " + token)) }
        return h
    }

    /// The JSON of an answer, or why it is not one.
    static func envelope(_ response: HTTPResponse, host: String, what: String) throws(SyncError) -> JSONValue {
        do { return try JSONReading.parse(try response.success(host: host, what: what).body) } catch let e as SyncError
        {
            throw e
        } catch {
            let looksHTML = response.body.first(where: { $0 > 0x20 }) == UInt8(ascii: "<")
            throw SyncError.badAnswer(
                host: host, what: looksHTML ? "an HTML page instead of JSON for \(what)" : "\(what): \(error)")
        }
    }

    // MARK: SyncSource

    package func connect() throws(SyncError) {
        if token.expiresAt - Self.expiryMargin <= Int64(time(nil)) {
            try renew(because: "the iGPSport token has expired")
        }
        // A user-info call can refuse a valid token: the list is the probe real clients trust.
        _ = try api(
            "/service/web-gateway/web-analyze/activity/queryMyActivity?pageNo=1&pageSize=1&reqType=0&sort=1",
            what: "the token check")
    }

    package func listPage(_ number: Int, range: DateRange) throws(SyncError) -> RemotePage {
        var query = "pageNo=\(number)&pageSize=\(Self.pageSize)&reqType=0&sort=1"
        // The service's days are local: a day's slack each side, the FIT file's own times decide.
        if let since = range.since { query += "&beginTime=" + ServiceDate.day(since - 86_400) }
        if let until = range.until { query += "&endTime=" + ServiceDate.day(until + 86_400) }
        let data = try api(
            "/service/web-gateway/web-analyze/activity/queryMyActivity?" + query, what: "the activity list")
        guard let rows = data["rows"]?.array ?? (data.isNull ? [] : nil) else {
            throw SyncError.badAnswer(host: host, what: "the activity list has no rows")
        }
        var page = RemotePage(items: [], isLast: rows.isEmpty)
        if let total = data["totalPage"]?.int, number >= total { page.isLast = true }
        var older = 0
        for row in rows {
            guard let id = (row["rideId"]?.int).flatMap({ $0 > 0 ? String($0) : nil }) ?? row["id"]?.string else {
                throw SyncError.badAnswer(host: host, what: "a list row without a rideId")
            }
            let text = row["startTime"]?.string ?? row["startTimeString"]?.string
            let item = ListedItem(
                remoteID: id, title: row["title"]?.string ?? row["name"]?.string, startDay: text,
                fileURL: row["fitOssPath"]?.string.flatMap { $0.isEmpty ? nil : $0 })
            guard let day = text.flatMap(ServiceDate.dayStart) else {
                page.unreadable.append(
                    (item, "its date \(text.map { "\"\($0)\"" } ?? "is missing and") cannot be read"))
                continue
            }
            let start = day - token.region.listOffset
            if let since = range.since, start + 2 * 86_400 <= since { older += 1; continue }
            if let until = range.until, start - 86_400 >= until { continue }
            page.items.append(item)
        }
        page.pastRange = !rows.isEmpty && older == rows.count
        return page
    }

    package func fetch(_ item: ListedItem) throws(SyncError) -> Recording { .file(try fetchFile(item)) }

    private func fetchFile(_ item: ListedItem) throws(SyncError) -> [UInt8] {
        var url = item.fileURL
        if url == nil {
            let detail = try api(
                "/service/web-gateway/web-analyze/activity/queryActivityDetail/\(RemoteID.pathSegment(item.remoteID))",
                what: "the activity's details")
            url = detail["fitUrl"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        }
        if url == nil {
            let data = try api(
                "/service/web-gateway/web-analyze/activity/getDownloadUrl/\(RemoteID.pathSegment(item.remoteID))",
                what: "the download address")
            url = (data.string ?? data["url"]?.string ?? data["downloadUrl"]?.string).flatMap { $0.isEmpty ? nil : $0 }
        }
        guard let url else {
            throw SyncError.refused(
                what: "the download of ride \(item.remoteID)", message: "the service gives no file address")
        }
        // The storage host gets no token: it needs none, and it is not the service's host.
        let request = HTTPRequest("GET", url, headers: [("User-Agent", "fitkit")], limit: http.fileLimit)
        let response = try http.get(request)
        let host = request.hostAndPath.host
        return try response.success(host: host, what: "the FIT file").body
    }

    package func details(_ item: ListedItem) throws(SyncError) -> RideDetails { RideDetails(title: item.title) }

    // MARK: requests

    private var host: String { URLParts.hostAndPath(base).host }

    /// A GET to the API: its `data`. A refused token is renewed once when a password is remembered.
    private func api(_ pathAndQuery: String, what: String) throws(SyncError) -> JSONValue {
        while true {
            let response = try http.get(
                HTTPRequest("GET", base + pathAndQuery, headers: Self.headers(token.region, token: token.accessToken)))
            if response.status == 401 {
                try renew(because: "iGPSport no longer accepts the saved token")
                continue
            }
            let parsed = try? JSONReading.parse(response.body)
            if response.status == 403 && token.region == .cn && parsed?["code"]?.int == nil {
                throw SyncError.signingRequired(what: what)
            }
            let json = try Self.envelope(response, host: host, what: what)
            guard let code = json["code"]?.int ?? json["Code"]?.int else {
                throw SyncError.badAnswer(host: host, what: "\(what): no `code` in the answer")
            }
            if code == 0 {
                unproven = nil
                return json["data"] ?? .null
            }
            let message = json["message"]?.string ?? json["Message"]?.string ?? "code \(code)"
            if Self.namesToken(message) {
                try renew(because: "iGPSport no longer accepts the saved token (\(message))")
                continue
            }
            if token.region == .cn && Self.namesSigning(message) { throw SyncError.signingRequired(what: what) }
            throw SyncError.refused(what: what, message: message)
        }
    }

    static func namesToken(_ message: String) -> Bool {
        let m = message.lowercased()
        return ["token", "登录", "unauthori", "not logged", "login expired"].contains { m.contains($0) }
    }

    static func namesSigning(_ message: String) -> Bool {
        let m = message.lowercased()
        return ["sign", "签名"].contains { m.contains($0) }
    }

    /// A new login with the remembered password, each time the token in use has expired (a long run may see
    /// several); a token refused before any request succeeded with it stops the run, as does having no
    /// remembered password: the user must log in.
    private func renew(because reason: String) throws(SyncError) {
        let refusedFresh = unproven != nil && unproven == token.accessToken
        guard !refusedFresh, let password = token.password else {
            throw SyncError.loginNeeded(
                source: Self.id.rawValue, reason: refusedFresh ? "iGPSport refused a fresh token" : reason)
        }
        token = try Self.login(
            region: token.region, username: token.username, password: password, remember: true, http: http)
        unproven = token.accessToken
    }
}

/// The claims of a JSON Web Token, read without checking its signature (only the service does that).
enum JWT {
    static func claim(_ name: String, in token: String) -> String? {
        let parts = token.split(separator: ".")
        guard parts.count >= 2, let payload = Base64.decode(String(parts[1])),
            let json = try? JSONReading.parse(payload),
            let value = json[name]
        else { return nil }
        return value.string ?? value.int.map(String.init)
    }
}
