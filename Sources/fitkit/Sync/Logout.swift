import ArgumentParser
import FITSync

struct Logout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Forget what a login to a service kept (its token, key or password).",
        discussion: "Exit status: 0 done (also when nobody was logged in); 1 the file could not be removed.")

    @Argument(help: "The service.") var service: ServiceName

    func run() throws {
        let http = try syncCall { () throws(SyncError) in try HTTPClient() }
        let outcome = try syncCall { () throws(SyncError) in try service.service.logout(http: http) }
        let name = service.service.id.rawValue
        var out = Output()
        out.write(
            outcome.removed
                ? "logged out of \(name)\(outcome.note.map { " (\($0))" } ?? "")\n" : "not logged in to \(name)\n")
        out.flush()
    }
}
