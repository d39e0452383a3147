import FITSupport

/// The services sync pulls from, in the order `sync --source all` takes them: the one list a new service is
/// added to. Everything the command does per service (login options and help, logout, status, the source)
/// comes from the service's own type.
package enum SyncServices {
    package static let all: [any SyncService.Type] = [IGPSport.self, Strava.self, Intervals.self]

    /// The service of a name, nil for one fitkit does not know.
    package static func named(_ name: String) -> (any SyncService.Type)? { all.first { $0.id.rawValue == name } }

    /// "igpsport, strava", for help and errors.
    package static var names: String { all.map { $0.id.rawValue }.joined(separator: ", ") }

    /// "iGPSport and Strava", for help.
    package static var titles: String { listed(all.map { $0.title }, "and") }

    /// "`fitkit login igpsport` or `fitkit login strava`", for messages that send the user to log in.
    package static var loginCommands: String { listed(all.map { "`fitkit login \($0.id.rawValue)`" }, "or") }

    private static func listed(_ items: [String], _ conjunction: String) -> String {
        ListText.joined(items, conjunction)
    }
}

/// Every service one logs in to (`login`, `logout`): those sync pulls from, then those that only receive uploads.
package enum ServiceAccounts {
    package static var all: [any ServiceAccount.Type] {
        SyncServices.all + UploadTargets.all.filter { target in !SyncServices.all.contains { $0.id == target.id } }
    }

    /// The service of a name, nil for one fitkit does not know.
    package static func named(_ name: String) -> (any ServiceAccount.Type)? { all.first { $0.id.rawValue == name } }
}
