#if canImport(Glibc)
import Glibc
#endif
import FITSupport

/// Strava's OAuth as a self-hosted client uses it: the user's own API application (client id and secret), an
/// authorisation code exchanged once, then a refresh token that Strava rotates: the one that comes back replaces
/// the stored one at once (written, flushed and renamed before the new access token is used), because the old
/// one is dead from that moment. Refreshes take a lock, so that two fitkit processes never spend the same
/// refresh token.
package enum StravaAuth {
    /// What a login keeps (`strava.json`, mode 0600).
    package struct Token: Codable, Sendable, LoginRecord {
        package var clientID: String
        package var clientSecret: String
        package var accessToken: String
        package var refreshToken: String
        package var expiresAt: Int64
        package var athlete: String?
        package var scope: String?
        /// The rate budget as last seen, for `sync --status`.
        package var budget: RateBudget.Saved?

        enum CodingKeys: String, CodingKey {
            case clientID = "client_id", clientSecret = "client_secret", accessToken = "access_token"
            case refreshToken = "refresh_token", expiresAt = "expires_at", athlete = "username", scope, budget
        }

        package var account: String? { athlete }
        package var expiry: Int64? { expiresAt }

        init(clientID: String, clientSecret: String, answer: JSONValue, scope: String?) throws(SyncError) {
            guard let access = answer["access_token"]?.string, let refresh = answer["refresh_token"]?.string else {
                throw SyncError.badAnswer(host: "strava", what: "the token answer has no access_token or refresh_token")
            }
            self.clientID = clientID
            self.clientSecret = clientSecret
            accessToken = access
            refreshToken = refresh
            expiresAt = answer["expires_at"]?.int ?? Int64(time(nil)) + (answer["expires_in"]?.int ?? 0)
            let athlete = answer["athlete"]
            let name = [athlete?["firstname"]?.string, athlete?["lastname"]?.string].compactMap { $0 }.joined(
                separator: " ")
            self.athlete = name.isEmpty ? athlete?["username"]?.string : name
            self.scope = scope ?? answer["scope"]?.string
        }
    }

    /// An access token with less than this left is refreshed before use.
    static let refreshMargin: Int64 = 300
    package static let scope = "read,activity:read_all"
    /// What `fitkit login strava --upload` asks for: the reading scopes sync needs, and leave to upload.
    package static let uploadScope = "read,activity:read_all,activity:write"

    /// The OAuth base (`FITKIT_STRAVA_OAUTH_BASE`, `strava.oauth_base`, else www.strava.com): it stays where it
    /// is when the API moves to its new host.
    package static var oauthBase: String {
        APIBase.resolve(
            environment: "FITKIT_STRAVA_OAUTH_BASE", key: "strava.oauth_base", default: "https://www.strava.com")
    }

    /// The API base (`FITKIT_STRAVA_API_BASE`, `strava.api_base`, else https://www.strava.com/api/v3).
    package static var apiBase: String {
        APIBase.resolve(
            environment: "FITKIT_STRAVA_API_BASE", key: "strava.api_base", default: "https://www.strava.com/api/v3")
    }

    /// The page the user opens to let fitkit read their activities; Strava sends the browser back to
    /// `redirect` with a code.
    package static func authorizeURL(clientID: String, redirect: String, scope: String = scope) -> String {
        oauthBase + "/oauth/authorize?"
            + FormEncoding.encode([
                ("client_id", clientID), ("response_type", "code"), ("redirect_uri", redirect),
                ("approval_prompt", "auto"),
                ("scope", scope)
            ])
    }

    /// Exchanges an authorisation code (or, with `refreshToken`, a refresh token the user already has) for
    /// tokens, and saves them.
    @discardableResult
    package static func login(
        clientID: String, clientSecret: String, code: String? = nil, refreshToken: String? = nil,
        grantedScope: String? = nil, http: HTTPClient
    ) throws(SyncError) -> Token {
        let grant: [(String, String)] =
            code.map { [("grant_type", "authorization_code"), ("code", $0)] }
            ?? [("grant_type", "refresh_token"), ("refresh_token", refreshToken ?? "")]
        let answer = try tokenCall([("client_id", clientID), ("client_secret", clientSecret)] + grant, http: http)
        var token = try Token(clientID: clientID, clientSecret: clientSecret, answer: answer, scope: grantedScope)
        if token.athlete == nil, let old = try? Settings.loadLogin(.strava, as: Token.self) {
            token.athlete = old.athlete
        }
        try Settings.saveLogin(.strava, token)
        return token
    }

    /// The saved token, refreshed first when it has under five minutes left (or `force`, after a 401). Under a
    /// lock: a process that waited for it finds the token another one refreshed, and uses that.
    static func current(force: Bool = false, spentAccess: String? = nil, http: HTTPClient) throws(SyncError) -> Token {
        try Settings.withLock(Strava.id) { () throws(SyncError) -> Token in
            var token = try Strava.requireLogin()
            let stale = token.expiresAt - Int64(time(nil)) < refreshMargin
            // After a 401, refresh unless another process already replaced the token that was refused.
            guard stale || (force && token.accessToken == spentAccess) else { return token }
            let answer: JSONValue
            do throws(SyncError) {
                answer = try tokenCall(
                    [
                        ("client_id", token.clientID), ("client_secret", token.clientSecret),
                        ("grant_type", "refresh_token"), ("refresh_token", token.refreshToken)
                    ], http: http)
            } catch {
                if case .badCredentials(_, let message, _) = error, message.contains("RefreshToken") {
                    throw SyncError.loginNeeded(
                        source: Strava.id.rawValue, reason: "Strava no longer accepts the saved refresh token")
                }
                throw error
            }
            let fresh = try Token(
                clientID: token.clientID, clientSecret: token.clientSecret, answer: answer, scope: token.scope)
            token.accessToken = fresh.accessToken
            token.refreshToken = fresh.refreshToken
            token.expiresAt = fresh.expiresAt
            // Saved before the new access token is used: the old refresh token is dead already.
            try Settings.saveLogin(.strava, token)
            return token
        }
    }

    /// Asks Strava to revoke the access; whether it did (an answer that is not a success is taken as no).
    static func revoke(http: HTTPClient) throws(SyncError) -> Bool {
        guard let token = try Strava.savedLogin() else { return false }
        let request = HTTPRequest(
            "POST", oauthBase + "/oauth/deauthorize", headers: formHeaders,
            body: Array(FormEncoding.encode([("access_token", token.accessToken)]).utf8))
        return (try? http.send(request))?.isSuccess ?? false
    }

    static let formHeaders = [("Content-Type", "application/x-www-form-urlencoded"), ("User-Agent", "fitkit")]

    /// POST /oauth/token, sent once (never retried in a loop); its errors in Strava's words.
    private static func tokenCall(_ form: [(String, String)], http: HTTPClient) throws(SyncError) -> JSONValue {
        let request = HTTPRequest(
            "POST", oauthBase + "/oauth/token", headers: formHeaders, body: Array(FormEncoding.encode(form).utf8))
        let response = try http.send(request)
        let json = try? JSONReading.parse(response.body)
        if response.isSuccess, let json { return json }
        let host = request.hostAndPath.host
        let error = StravaErrors.first(json)
        // What Strava said, in its words, and what to check for each of its answers.
        let said = error.map { $0.text } ?? "HTTP \(response.status)"
        func refused(_ check: String) -> SyncError {
            .badCredentials(source: Strava.id.rawValue, message: said, check: check)
        }
        switch (response.status, error?.resource, error?.field) {
        case (400, "RefreshToken", _):
            throw refused("the refresh token is no longer valid: log in again without --refresh-token")
        case (400, "AuthorizationCode", _):
            throw refused("the authorisation code is invalid or was used already: open the authorisation page again")
        case (400, "Application", "client_id"):
            throw refused("Strava knows no application with this client id: check --client-id")
        case (401, "Application", ""), (401, "Application", nil), (401, nil, _):
            throw refused(
                "the client secret does not match the application: copy it again from https://www.strava.com/settings/api"
            )
        case (401, _, _), (400, _, _):
            throw refused("check the application's client id and secret at https://www.strava.com/settings/api")
        case (429, _, _): throw response.rateLimited(host: host)
        default:
            throw SyncError.badAnswer(
                host: host, what: "HTTP \(response.status) for the token request" + (error.map { ": \($0.text)" } ?? "")
            )
        }
    }
}

/// Strava's error bodies: `{"message": …, "errors": [{"resource", "field", "code"}]}`.
enum StravaErrors {
    struct Entry {
        let resource: String, field: String, code: String, message: String
        var text: String { "\(message) (\(resource) \(field) \(code))" }
    }

    static func first(_ json: JSONValue?) -> Entry? {
        guard let json, let e = json["errors"]?.array?.first else { return nil }
        return Entry(
            resource: e["resource"]?.string ?? "", field: e["field"]?.string ?? "", code: e["code"]?.string ?? "",
            message: json["message"]?.string ?? "")
    }
}
