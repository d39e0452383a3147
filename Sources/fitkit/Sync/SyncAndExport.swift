import ArgumentParser
import FITExport
import FITKit
import FITLibrary
import FITSync

struct SyncAndExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync-and-export",
        abstract: "Sync, then export exactly the activities this run added or merged.",
        discussion: """
            A `fitkit sync`, then an export of what it brought (named as library exports are: start time and \
            title) into the folder given by -o. Exit status: as `fitkit sync`, or 1 when an export failed.
            """)

    @Flag(help: "The output format; give several for several outputs per activity.") var formats: [ExportFormat] = []
    @Option(name: .shortAndLong, help: "The folder the exports go to.", completion: .directory) var output: String
    @Flag(help: "With --csv: one row per lap instead of per record.") var laps = false
    @Flag(help: "With --gpx: a waypoint at the start of each lap.") var waypoints = false
    @Flag(help: "Replace existing outputs (by default they are skipped).") var overwrite = false
    @OptionGroup var sync: SyncOptionGroup
    @Flag(help: "The sync's summary as JSON.") var json = false
    @OptionGroup var location: LibraryOption

    private func export(_ activities: [Int64]) -> ExportRun {
        ExportRun(
            formats: formats, laps: laps, waypoints: waypoints, output: output.hasSuffix("/") ? output : output + "/",
            overwrite: overwrite, inputs: activities.map(String.init), library: location.library)
    }

    func validate() throws {
        if formats.isEmpty { throw ValidationError("give the format: --gpx, --csv, --geojson or --tcx") }
        try export([1]).validate()
    }

    func run() throws {
        let library = try location.open(create: true)
        let summaries = try sync.run(in: library, json: json)
        try SyncReport.print(summaries, json: json, dryRun: sync.dryRun)
        let added = summaries.flatMap(\.activities)
        var code = SyncText.exitCode(summaries)
        if !added.isEmpty && !sync.dryRun {
            do { try export(added).run() } catch let exit as ExitCode { if code == 0 { code = exit.rawValue } }
        } else {
            complain("nothing new to export")
        }
        if code != 0 { throw ExitCode(code) }
    }
}
