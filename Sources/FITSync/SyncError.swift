/// Why a sync, a login or one remote item failed. Each says in one line what happened and what to do; none
/// holds a password or a token.
package enum SyncError: Error, Sendable, CustomStringConvertible, Equatable {
    /// No answer: the host could not be reached, the connection broke, or a time limit passed.
    case network(host: String, reason: String)
    /// A transfer stopped for being too slow (a host trickling its answer): not tried again at once, which
    /// would only hold the run as long again.
    case tooSlow(host: String, reason: String)
    /// An answer that is not what the service gives: an HTTP status, a body that is not JSON, a shape not known.
    case badAnswer(host: String, what: String)
    /// The service refused the request for its own reason (`code != 0` and its message).
    case refused(what: String, message: String)
    /// The user must log in (again): no token, or one the service no longer takes and no password to renew it.
    case loginNeeded(source: String, reason: String)
    /// Login refused, with what the service said and what the user should check (the user name and password
    /// for iGPSport; the client secret, or a new authorisation, for Strava).
    case badCredentials(source: String, message: String, check: String)
    /// The China service rejected an unsigned request.
    case signingRequired(what: String)
    /// The service's rate limit: it asked us to slow down and the waits ran out, or it asked for longer than
    /// fitkit waits, or `--no-wait`. `resumeAt` (Unix seconds) is when its `Retry-After` said to come back.
    case rateLimited(host: String, resumeAt: Int64?)
    /// An answer larger than its limit (`HTTPRequest.limit`): the transfer was stopped there.
    case tooLarge(host: String, limit: Int)
    /// A source's request budget (Strava's 15-minute or daily rate limit) is spent: the run stops, to be resumed
    /// at `resumeAt` (Unix seconds).
    case budgetSpent(source: String, window: String, resumeAt: Int64)
    /// The account or the application cannot be used as it is: no retry helps (an application made inactive,
    /// a scope not granted). The text says what to do.
    case accessDenied(String)
    /// A downloaded file that is not a whole FIT file.
    case badFile(reason: String)
    /// Ctrl-C.
    case interrupted
    /// The token or configuration file could not be read or written.
    case settings(path: String, reason: String)
    /// The library refused the file.
    case library(String)
    /// Something a login needs was not given (a password on standard input that was empty).
    case missingInput(String)

    package var description: String { description(command: "sync") }

    /// The line, naming the command to run again (`fitkit sync`, `fitkit upload`).
    package func description(command: String) -> String {
        switch self {
        case .network(let host, let reason), .tooSlow(let host, let reason):
            "\(host) could not be reached: \(reason) (check the connection, then run `fitkit \(command)` again)"
        case .badAnswer(let host, let what): "\(host) gave an answer fitkit does not understand: \(what)"
        case .refused(let what, let message): "\(what) was refused by the service: \(message)"
        case .loginNeeded(let source, let reason): "\(reason): run `fitkit login \(source)`"
        case .badCredentials(let source, let message, let check):
            "\(source) refused the login: \(message) (\(check))"
        case .signingRequired(let what):
            "\(what) was refused: the iGPSport China service now requires request signing, which fitkit cannot do; "
                + "use an international account (--region intl) or export the FIT files from app.igpsport.cn by hand and `fitkit import` them"
        case .rateLimited(let host, let resumeAt):
            "\(host)'s rate limit is reached (HTTP 429): run `fitkit \(command)` again "
                + (resumeAt.map { "after " + DateRange.minuteText($0) } ?? "later")
        case .tooLarge(let host, let limit) where limit == HTTPRequest.answerLimit:
            "\(host) sent an API answer of more than \(limit) bytes, the most fitkit reads of a list or a detail: "
                + "stopped there (sync a shorter stretch with --since and --until)"
        case .tooLarge(let host, let limit):
            "\(host) sent more than \(limit) bytes: stopped there (a file that large needs --max-size)"
        case .budgetSpent(let source, let window, let resumeAt):
            "\(source)'s rate limit for \(window) is spent: run `fitkit \(command)` again after "
                + DateRange.minuteText(resumeAt)
        case .accessDenied(let text): text
        case .badFile(let reason): "the downloaded file is not a whole FIT file: \(reason)"
        case .interrupted: "interrupted"
        case .settings(let path, let reason): "\(path): \(reason)"
        case .library(let message): message
        case .missingInput(let message): message
        }
    }

    /// Whether trying the same request again later may succeed (network trouble and server faults, not refusals).
    package var isTransient: Bool {
        switch self {
        case .network, .tooSlow, .badAnswer, .rateLimited, .badFile: true
        default: false
        }
    }
}
