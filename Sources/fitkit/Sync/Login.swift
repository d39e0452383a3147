#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITSync

struct Login: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in to a service that sync pulls activities from.",
        discussion: LoginHelp.discussion)

    @Argument(help: "The service.") var service: ServiceName
    @Argument(
        parsing: .allUnrecognized, help: "The service's options (below).",
        completion: .custom { words, _, _ in LoginHelp.completions(words) })
    var options: [String] = []
    @Flag(help: "Log each request (method, host, path, status, time) on standard error.") var verbose = false

    private var arguments: LoginArguments {
        get throws {
            do throws(LoginUsageError) {
                return try LoginArguments(
                    options, options: service.service.loginOptions, service: service.service.id.rawValue)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    func validate() throws {
        if let why = service.service.loginUsage(try arguments) { throw ValidationError(why) }
    }

    func run() throws {
        NoCoreDumps.now()
        Interruption.install()
        let arguments = try arguments
        let http = try syncCall { () throws(SyncError) in try HTTPClient() }
        if verbose { http.log = { complain($0) } }
        let lines = try syncCall { () throws(SyncError) in
            try service.service.login(arguments, context: TerminalLogin(http: http))
        }
        var out = Output()
        for line in lines { out.write(line + "\n") }
        out.flush()
    }
}

/// `login --help`: each service's paragraph and options, from the services themselves.
enum LoginHelp {
    static var discussion: String {
        let services = ServiceAccounts.all.map { service in
            "\(service.title): `fitkit login \(service.id.rawValue)`. \(service.loginHelp)\n"
                + service.loginOptions.map { "  \($0.synopsis)\n" + wrapped($0.help, indent: 8) }.joined(
                    separator: "\n")
        }
        return services.joined(separator: "\n\n")
            + """


            What a login keeps (a token, a key, a secret) is in $XDG_CONFIG_HOME/fitkit/SERVICE.json (default \
            ~/.config/fitkit), mode 0600, and never appears in output, logs or the library. No core dump is \
            written while logging in or syncing.
            Exit status: 0 logged in; 1 refused or the service could not be reached; 2 usage error.
            """
    }

    /// Text broken into lines under 80 columns, each indented: help keeps lines that fit as they are.
    static func wrapped(_ text: String, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && indent + line.count + 1 + word.count > 79 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        let pad = String(repeating: " ", count: indent)
        return lines.map { pad + $0 }.joined(separator: "\n")
    }

    /// Shell completion after `login`: the services, then the options of the one given that are not given yet.
    static func completions(_ words: [String]) -> [String] {
        guard let service = words.lazy.compactMap(ServiceAccounts.named).first else {
            return ServiceName.allValueStrings
        }
        return service.loginOptions.map { "--" + $0.name }.filter { !words.contains($0) }
    }
}

/// Secrets and messages of a login at the terminal.
struct TerminalLogin: LoginContext {
    let http: HTTPClient

    func secret(_ input: SecretInput, options: LoginArguments) throws(SyncError) -> String {
        let flagged = input.standardInputFlag.map(options.has) ?? false
        let environment = input.environment.flatMap { getenv($0) }.map { String(cString: $0) }
        let value: String?
        if flagged {
            value = readLine(strippingNewline: true)
        } else if let environment, !environment.isEmpty {
            value = environment
        } else {
            do {
                value = try Secret.read(
                    prompt: input.prompt, fromStandardInput: input.standardInputWhenNotTerminal && isatty(0) == 0,
                    echo: input.echo)
            } catch { throw SyncError.interrupted }
        }
        if let value, !value.isEmpty { return value }
        if flagged { throw SyncError.missingInput("no \(input.what) on standard input") }
        let ways = [input.standardInputFlag.map { "--" + $0.name }, input.environment].compactMap { $0 }
        throw SyncError.missingInput(
            "no \(input.what) given" + (ways.isEmpty ? "" : " (or use \(ways.joined(separator: " or ")))"))
    }

    func tell(_ text: String) {
        var out = Output()
        out.write(text + "\n")
        out.flush()
    }
}
