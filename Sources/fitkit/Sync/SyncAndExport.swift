import ArgumentParser
import FITLibrary

struct SyncAndExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync-and-export",
        abstract: "Sync, then export exactly the activities this run added or merged.",
        discussion: """
            A `fitkit sync`, then an export of what it brought (named as library exports are: start time and \
            title) into the folder given by -o. What a run brought stays owed until its export is written: an \
            export that failed (a full disk) or a run that was killed leaves it for the next run. \
            Exit status: as `fitkit sync`, or 1 when an export failed.
            """)

    @Flag(help: "The output format; give several for several outputs per activity.") var formats: [FormatFlag] = []
    @Flag var variants: [VariantFlag] = []
    @Option(name: .shortAndLong, help: "The folder the exports go to.", completion: .directory) var output: String
    @Flag(help: "Replace existing outputs (by default they are skipped).") var overwrite = false
    @OptionGroup var sync: SyncOptionGroup
    @Flag(help: "The sync's summary as JSON.") var json = false
    @OptionGroup var privacy: PrivacyOptions
    @OptionGroup var location: LibraryOption

    /// The export of library activities, by their ids: typed, so that a file named `17` in the current folder
    /// is never taken for activity 17.
    private func export(_ activities: [Int64], written: ((Int64) -> Void)? = nil) -> ExportRun {
        ExportRun(
            formats: formats.map(\.format), variants: variants.map(\.variant),
            output: output.hasSuffix("/") ? output : output + "/",
            overwrite: overwrite, inputs: [], activities: activities, library: location.library,
            privacyZones: privacy.privacyZones, noPrivacy: privacy.noPrivacy, written: written)
    }

    func validate() throws {
        if formats.isEmpty { throw ValidationError("give the format: \(FormatFlag.choices)") }
        try export([1]).validate()
    }

    func run() throws {
        let library = try location.open(create: true)
        let summaries = try sync.run(in: library, json: json, export: true)
        try SyncReport.print(summaries, json: json, dryRun: sync.dryRun)
        var code = SyncExit.exitCode(summaries)
        // What this run brought, and what an earlier run brought but did not get to write.
        let owed = sync.dryRun ? [] : try withLibrary { () throws(LibraryError) in try library.pendingExports() }
        if !owed.isEmpty {
            let run = export(owed) { id in _ = try? library.exportWritten(id) }
            do { try run.run() } catch let exit as ExitCode { if code == 0 { code = exit.rawValue } }
        } else {
            complain("nothing new to export")
        }
        if code != 0 { throw ExitCode(code) }
    }
}
