import ArgumentParser
import FITActivity
import FITKit

/// `--since`, `--until` and `--sport` for the commands that read many rides (analyze, curve, heatmap).
struct SelectionOptions: ParsableArguments {
    @Option(help: "Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, UTC).")
    var since: String?

    @Option(help: "Only activities starting before this time, or on or before this date.")
    var until: String?

    @Option(help: "Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.")
    var sport: [String] = []

    func validate() throws {
        for (name, value, end) in [("--since", since, false), ("--until", until, true)] {
            if let value, DateArgument.parse(value, endOfDay: end) == nil {
                throw ValidationError("\(name) \(value): give a date as YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ")
            }
        }
        let unknown = ActivitySelection.unknownSports(sport)
        if !unknown.isEmpty {
            throw ValidationError(
                "--sport \(unknown.joined(separator: ", ")): not a FIT sport; give one of "
                    + ActivitySelection.sportNames.joined(separator: ", "))
        }
    }

    /// --since and --until as Unix seconds (until exclusive).
    var unixRange: (since: Int64?, until: Int64?) {
        (
            since.flatMap { DateArgument.parse($0, endOfDay: false) }.map { Instant(fit: $0).unix },
            until.flatMap { DateArgument.parse($0, endOfDay: true) }.map { Instant(fit: $0).unix }
        )
    }

    var selection: ActivitySelection {
        ActivitySelection(
            since: since.flatMap { DateArgument.parse($0, endOfDay: false) },
            until: until.flatMap { DateArgument.parse($0, endOfDay: true) }, sports: Set(sport))
    }
}
