#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITSync

extension IGPSport.Region: ExpressibleByArgument {}

/// The services fitkit can log in to and sync from.
enum Service: String, ExpressibleByArgument, CaseIterable {
    case igpsport, strava
}

struct Login: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Log in to a service that sync pulls activities from.",
        discussion: """
            iGPSport: the password is asked for without echo, or read from standard input with --password-stdin. \
            The token (valid 7 days) is kept in $XDG_CONFIG_HOME/fitkit/igpsport.json (default ~/.config/fitkit), \
            mode 0600, with the password only when --remember-password is given (so that sync can renew an \
            expired token unattended). China accounts (--region cn) can log in with a code texted to the phone \
            (--sms): the code is asked for, or read from standard input.
            Strava: with your own API application (make one at https://www.strava.com/settings/api, with \
            127.0.0.1 as its Authorization Callback Domain): --client-id, and the client secret from a prompt \
            without echo, --client-secret-stdin or FITKIT_STRAVA_CLIENT_SECRET. fitkit prints the page to open in \
            a browser and waits on http://127.0.0.1:PORT/ for Strava to send it back (--port; any free one by \
            default); or give the code by hand (--code), or a refresh token you have (--refresh-token-stdin: \
            --refresh-token puts it in `ps` and the shell's history). The tokens and the secret are kept in \
            $XDG_CONFIG_HOME/fitkit/strava.json, mode 0600. No core dump is written while logging in or syncing.
            Exit status: 0 logged in; 1 refused or the service could not be reached; 2 usage error.
            """)

    @Argument(help: "The service: igpsport or strava.") var service: Service
    @Option(
        help: "iGPSport's service: intl (app.igpsport.com, e-mail accounts) or cn (app.igpsport.cn, phone accounts).")
    var region: IGPSport.Region = .intl
    @Option(help: "iGPSport: the account's e-mail address or phone number.") var username: String?
    @Flag(help: "Read the password from the first line of standard input.") var passwordStdin = false
    @Flag(help: "Keep the password with the token, so that an expired token is renewed unattended.")
    var rememberPassword = false
    @Flag(help: "China accounts: log in with a code texted to the phone instead of the password.") var sms = false
    @Option(help: "Strava: your API application's client id.") var clientId: String?
    @Flag(help: "Strava: read the client secret from the first line of standard input.") var clientSecretStdin = false
    @Option(help: "Strava: an authorisation code copied by hand from the page Strava sent the browser to.") var code:
        String?
    @Option(
        help: """
            Strava: a refresh token you already have, instead of the browser (seen by other users in `ps`, and kept \
            in the shell's history: prefer --refresh-token-stdin).
            """)
    var refreshToken: String?
    @Flag(
        help: """
            Strava: read the refresh token from standard input (its first line, or the second after the client \
            secret with --client-secret-stdin).
            """)
    var refreshTokenStdin = false
    @Option(help: "Strava: the port on 127.0.0.1 to wait on for the browser (default: any free one).") var port: Int = 0
    @Flag(help: "Log each request (method, host, path, status, time) on standard error.") var verbose = false

    func validate() throws {
        switch service {
        case .igpsport:
            if username == nil {
                throw ValidationError("iGPSport: give --username (the account's e-mail or phone number)")
            }
            if clientId != nil || code != nil || refreshToken != nil || clientSecretStdin || refreshTokenStdin {
                throw ValidationError(
                    "--client-id, --code, --refresh-token(-stdin) and --client-secret-stdin are for Strava")
            }
        case .strava:
            if clientId == nil {
                throw ValidationError(
                    "Strava: give --client-id (your API application's, from https://www.strava.com/settings/api)")
            }
            if username != nil || passwordStdin || rememberPassword || sms {
                throw ValidationError("--username, --password-stdin, --remember-password and --sms are for iGPSport")
            }
            if [code != nil, refreshToken != nil, refreshTokenStdin].filter({ $0 }).count > 1 {
                throw ValidationError("give one of --code, --refresh-token and --refresh-token-stdin")
            }
            if !(0...65_535).contains(port) { throw ValidationError("--port \(port): give a port from 0 to 65535") }
        }
        if sms && region != .cn { throw ValidationError("--sms is for China accounts: add --region cn") }
        if sms && (passwordStdin || rememberPassword) {
            throw ValidationError("--sms logs in with a code: --password-stdin and --remember-password do not apply")
        }
    }

    func run() throws {
        NoCoreDumps.now()
        let http = try syncCall { () throws(SyncError) in try HTTPClient() }
        if verbose { http.log = { complain($0) } }
        if service == .strava { return try loginStrava(http) }
        let username = username ?? ""
        if sms {
            try syncCall { () throws(SyncError) in try IGPSport.sendCode(region: region, phone: username, http: http) }
            guard
                let code = try Secret.read(
                    prompt: "code texted to \(username): ", fromStandardInput: isatty(0) == 0,
                    echo: true), !code.isEmpty
            else {
                complain("no code given")
                throw ExitCode.failure
            }
            let token = try syncCall { () throws(SyncError) in
                try IGPSport.login(region: region, phone: username, code: code, http: http)
            }
            report(token)
            return
        }
        guard
            let password = try Secret.read(
                prompt: "iGPSport password for \(username): ", fromStandardInput: passwordStdin,
                echo: false), !password.isEmpty
        else {
            complain(passwordStdin ? "no password on standard input" : "no password given (or use --password-stdin)")
            throw ExitCode.failure
        }
        let token = try syncCall { () throws(SyncError) in
            try IGPSport.login(
                region: region, username: username, password: password, remember: rememberPassword, http: http)
        }
        report(token)
    }

    private func loginStrava(_ http: HTTPClient) throws {
        Interruption.install()
        let clientID = clientId ?? ""
        // --client-secret-stdin, given on the command line, goes before the environment.
        let environment =
            clientSecretStdin ? nil : getenv("FITKIT_STRAVA_CLIENT_SECRET").map { String(cString: $0) }
        guard
            let secret = try environment
                ?? Secret.read(
                    prompt: "client secret of Strava application \(clientID): ",
                    fromStandardInput: clientSecretStdin, echo: false),
            !secret.isEmpty
        else {
            complain("no client secret given (or use --client-secret-stdin or FITKIT_STRAVA_CLIENT_SECRET)")
            throw ExitCode.failure
        }
        var refreshToken = refreshToken
        if refreshTokenStdin {
            guard let line = readLine(strippingNewline: true), !line.isEmpty else {
                complain("no refresh token on standard input")
                throw ExitCode.failure
            }
            refreshToken = line
        }
        var code = code
        var scope: String?
        if code == nil && refreshToken == nil {
            let listener = try syncCall { () throws(SyncError) in try RedirectListener(port: port) }
            var out = Output()
            out.write(
                "Open this page in a browser, and allow fitkit to read your activities:\n  "
                    + StravaAuth.authorizeURL(clientID: clientID, redirect: listener.redirectURI) + "&state="
                    + listener.state
                    + "\nWaiting for Strava to send the browser back to \(listener.redirectURI) …\n")
            out.flush()
            let answer = try syncCall { () throws(SyncError) in try listener.waitForCode(timeout: 600) }
            code = answer.code
            scope = answer.scope
        }
        let token = try syncCall { () throws(SyncError) in
            try StravaAuth.login(
                clientID: clientID, clientSecret: secret, code: code, refreshToken: refreshToken,
                grantedScope: scope, http: http)
        }
        var out = Output()
        out.write(
            "logged in to Strava" + (token.athlete.map { " as \($0)" } ?? "") + "; the access token is valid until "
                + SyncText.date(token.expiresAt) + " and is refreshed as needed\n")
        if let scope, !scope.split(separator: ",").contains("activity:read_all") {
            out.write(
                "note: Strava granted \(scope) only: private activities will not be listed (log in again and allow them)\n"
            )
        }
        out.flush()
    }

    private func report(_ token: IGPSport.Token) {
        var out = Output()
        out.write(
            "logged in to iGPSport (\(token.region.rawValue)) as \(token.username); the token is valid until "
                + "\(SyncText.date(token.expiresAt))\(token.password == nil ? "" : ", the password is kept to renew it")\n"
        )
        out.flush()
    }
}
