import ArgumentParser
import FITSync

/// A service named on the command line (`login strava`), from every service one logs in to.
struct ServiceName: ExpressibleByArgument {
    let service: any ServiceAccount.Type

    init?(argument: String) {
        guard let service = ServiceAccounts.named(argument) else { return nil }
        self.service = service
    }

    static var allValueStrings: [String] { ServiceAccounts.all.map { $0.id.rawValue } }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    var defaultValueDescription: String { service.id.rawValue }
}

/// `--source`: a service, or all those logged in to.
struct SourceChoice: ExpressibleByArgument {
    /// Nil: all.
    let service: (any SyncService.Type)?

    private init(_ service: (any SyncService.Type)?) { self.service = service }

    init?(argument: String) {
        if argument == "all" {
            service = nil
        } else {
            guard let named = SyncServices.named(argument) else { return nil }
            service = named
        }
    }

    static let all = SourceChoice(nil)
    static var allValueStrings: [String] { SyncServices.all.map { $0.id.rawValue } + ["all"] }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    var defaultValueDescription: String { service?.id.rawValue ?? "all" }

    /// The services to sync, in the list's order: `all` takes those with a login saved.
    var services: [any SyncService.Type] {
        if let service { return [service] }
        return SyncServices.all.filter { Settings.hasLogin($0.id) }
    }
}
