import FITLibrary
import FITSupport

/// A service account, as the command sees it: its name, how to log in and out, what `sync --status` shows, the
/// pace and budget of its requests. A service is one type in its own file that is a `SyncService` (rides pulled
/// from it), an `UploadTarget` (rides sent to it) or both, listed once in `SyncServices.all` or
/// `UploadTargets.all`; `login`, `logout` and `sync --status` loop over `ServiceAccounts.all` and have no branch for
/// any one service.
package protocol ServiceAccount: AnyObject, SendableMetatype {
    /// What is kept in `<id>.json` in the settings folder (mode 0600) while logged in.
    associatedtype SavedLogin: Codable & LoginRecord

    /// The name on the command line and in the library.
    static var id: SourceID { get }
    /// The name for people: "iGPSport".
    static var title: String { get }
    /// How to log in, a paragraph for `login --help` (the options are listed below it).
    static var loginHelp: String { get }
    /// The options `fitkit login <id>` takes.
    static var loginOptions: [LoginOption] { get }
    /// Why the options given do not go together (a usage error), beyond each option's own check; nil when fine.
    static func loginUsage(_ options: LoginArguments) -> String?
    /// Logs in, saves what the source needs to sync (`SavedLogin`) and says what was done.
    static func login(_ options: LoginArguments, context: any LoginContext) throws(SyncError) -> [String]
    /// Forgets the login. By default the file is removed; a service that can revoke its token first says so.
    static func logout(http: HTTPClient) throws(SyncError) -> LogoutOutcome
    /// What `sync --status` shows of the login beyond the account and the expiry (Strava's rate budget).
    static func statusExtras(_ saved: SavedLogin) -> StatusExtras
    /// The service for the logged-in account. Throws `loginNeeded` when nobody is logged in.
    init(http: HTTPClient) throws(SyncError)
    /// Seconds between two requests the service allows (0: no pace of its own); its requests wait for it
    /// (`HTTPClient.pace`).
    static var requestSpacing: Double { get }
    /// Called once at the end of a run, whatever its outcome (a service saves what it learnt, such as its budget).
    func finish()
    /// Whether the service may wait for its request budget to come back (on a terminal) rather than stop the
    /// run; `report` shows the wait as it goes. Services without a budget ignore it.
    func allowWaiting(_ allowed: Bool, report: @escaping (_ secondsLeft: Int64, _ resumeAt: Int64) -> Void)
}

/// A service sync pulls rides from: an account and the source itself (`SyncSource`, which `SyncRun` drives).
package protocol SyncService: ServiceAccount, SyncSource {
    /// What a sync brings from it, for `sync --help` after "iGPSport: ".
    static var syncHelp: String { get }
}

extension SyncService {
    package var name: SourceID { Self.id }
}

extension ServiceAccount {
    package func finish() {}
    package func allowWaiting(_ allowed: Bool, report: @escaping (_ secondsLeft: Int64, _ resumeAt: Int64) -> Void) {}
    package static func loginUsage(_ options: LoginArguments) -> String? { nil }
    package static var requestSpacing: Double { 0 }

    package static func logout(http: HTTPClient) throws(SyncError) -> LogoutOutcome {
        LogoutOutcome(removed: try Settings.removeLogin(id), note: nil)
    }

    package static func statusExtras(_ saved: SavedLogin) -> StatusExtras { StatusExtras() }

    /// The saved login, nil when there is none.
    package static func savedLogin() throws(SyncError) -> SavedLogin? {
        try Settings.loadLogin(id, as: SavedLogin.self)
    }

    /// The saved login, or `loginNeeded`.
    static func requireLogin() throws(SyncError) -> SavedLogin {
        guard let saved = try savedLogin() else {
            throw SyncError.loginNeeded(source: id.rawValue, reason: "not logged in to \(title)")
        }
        return saved
    }

    /// What `sync --status` shows of the login; nil when not logged in.
    package static func status() throws(SyncError) -> LoginStatus? {
        try savedLogin().map { LoginStatus(account: $0.account, expiresAt: $0.expiry, extras: statusExtras($0)) }
    }
}

/// What every saved login tells `sync --status`.
package protocol LoginRecord {
    /// Who is logged in, for people.
    var account: String? { get }
    /// When the token stops working (Unix seconds); nil for a key that does not expire.
    var expiry: Int64? { get }
}

/// What `sync --status` says of a login.
package struct LoginStatus: Sendable {
    package var account: String?
    package var expiresAt: Int64?
    package var extras: StatusExtras
}

/// A service's own lines in `sync --status`: text lines, and the `rate_limit` JSON object (null when the
/// service keeps none).
package struct StatusExtras: Sendable {
    package var lines: [String] = []
    package var rateLimit: JSONValue = .null

    package init(lines: [String] = [], rateLimit: JSONValue = .null) {
        self.lines = lines
        self.rateLimit = rateLimit
    }
}

/// What `logout` did.
package struct LogoutOutcome: Sendable {
    /// A login was saved, and is no more.
    package var removed: Bool
    /// What the service did besides ("Strava revoked fitkit's access").
    package var note: String?
}

/// One option of `fitkit login <service>`: `--name` alone (a flag) or `--name VALUE`.
package struct LoginOption: Sendable {
    package enum Kind: Sendable, Equatable {
        case flag
        /// Takes a value; the placeholder names it in help.
        case value(String)
    }

    package let name: String
    package let kind: Kind
    package let help: String
    /// The values it takes, when a closed set (help and completion show them).
    package let choices: [String]
    /// Why a value is wrong, or nil.
    package let check: (@Sendable (String) -> String?)?

    package init(
        _ name: String, _ kind: Kind, help: String, choices: [String] = [],
        check: (@Sendable (String) -> String?)? = nil
    ) {
        self.name = name
        self.kind = kind
        self.help = help
        self.choices = choices
        self.check = check
    }

    /// "--region <intl|cn>", as help shows it.
    package var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let placeholder): "--\(name) <\(choices.isEmpty ? placeholder : choices.joined(separator: "|"))>"
        }
    }
}

/// The options given to `fitkit login <service>`, read by the service's `LoginOption`s: `--name VALUE`,
/// `--name=VALUE` or a flag `--name`. An option the service does not take, one given twice, a value missing or
/// refused by its check: a usage error naming it.
package struct LoginArguments: Sendable {
    private var values: [String: String] = [:]

    package init(_ words: [String], options: [LoginOption], service: String) throws(LoginUsageError) {
        var rest = words[...]
        while let word = rest.popFirst() {
            guard word.hasPrefix("--"), word.count > 2 else {
                throw LoginUsageError("unexpected argument '\(word)' (`fitkit login \(service)` takes options only)")
            }
            let body = word.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let option = options.first(where: { $0.name == name }) else {
                let known = options.map { "--" + $0.name }.joined(separator: ", ")
                throw LoginUsageError(
                    "--\(name) is not an option of `fitkit login \(service)`"
                        + (known.isEmpty ? " (it takes none)" : " (its options: \(known))"))
            }
            guard values[name] == nil else { throw LoginUsageError("--\(name) is given twice") }
            switch option.kind {
            case .flag:
                guard inline == nil else { throw LoginUsageError("--\(name) takes no value") }
                values[name] = ""
            case .value:
                guard let value = inline ?? rest.popFirst(), inline != nil || !value.hasPrefix("--") else {
                    throw LoginUsageError("--\(name) needs a value (\(option.synopsis))")
                }
                if !option.choices.isEmpty && !option.choices.contains(value) {
                    throw LoginUsageError(
                        "--\(name) \(value): give one of \(option.choices.joined(separator: ", "))")
                }
                if let why = option.check?(value) { throw LoginUsageError("--\(name) \(value): \(why)") }
                values[name] = value
            }
        }
    }

    /// The value given to an option, nil when it was not given.
    package subscript(_ option: LoginOption) -> String? { values[option.name] }

    /// Whether a flag (or an option) was given.
    package func has(_ option: LoginOption) -> Bool { values[option.name] != nil }
}

package struct LoginUsageError: Error, CustomStringConvertible, Sendable {
    package let description: String
    package init(_ description: String) { self.description = description }
}

/// A secret `login` reads: from the next line of standard input when its flag is given, else from its
/// environment variable, else asked for on the terminal (without echo unless `echo`).
package struct SecretInput: Sendable {
    /// What it is, as messages say: "password", "client secret".
    package let what: String
    package let prompt: String
    /// The flag that reads it from standard input.
    package let standardInputFlag: LoginOption?
    package let environment: String?
    /// Shown as typed (a code texted to a phone is no secret once used).
    package let echo: Bool
    /// Read from standard input when it is not a terminal, without a flag.
    package let standardInputWhenNotTerminal: Bool

    package init(
        what: String, prompt: String, standardInputFlag: LoginOption? = nil, environment: String? = nil,
        echo: Bool = false, standardInputWhenNotTerminal: Bool = false
    ) {
        self.what = what
        self.prompt = prompt
        self.standardInputFlag = standardInputFlag
        self.environment = environment
        self.echo = echo
        self.standardInputWhenNotTerminal = standardInputWhenNotTerminal
    }
}

/// What a login may ask of the person at the terminal, given by the command (library code prints nothing).
package protocol LoginContext {
    var http: HTTPClient { get }
    /// The secret, never empty; throws `missingInput` naming where it could have come from.
    func secret(_ input: SecretInput, options: LoginArguments) throws(SyncError) -> String
    /// Says something the user must act on while the login goes on (a page to open), at once.
    func tell(_ text: String)
}
