import ArgumentParser
import CBuildInfo
import FITLibrary
import FITReport
import FITSupport

/// `fitkit report --site -o DIR`: the library's activities and figures, selected, handed to `SiteBuilder`
/// (FITReport), and what it did said.
struct ReportSite {
    let context: ReportContext
    let folder: String
    let inputs: [String]
    let select: SelectionOptions
    let decode: DecodeOptionGroup
    let location: LibraryOption
    let jobs: Int?

    func build() throws {
        guard inputs.isEmpty else {
            complain(
                "--site makes a site of the library: give --library DIR (and --since, --until, --sport), not inputs")
            throw ExitCode.validationFailure
        }
        let (since, until) = select.unixRange
        let rides = try RidesOverTime.load(
            [], since: since, until: until, sports: Set(select.sport), decode: decode, location: location
        ).rides
        let library = try location.open()
        let activities = try withLibrary { () throws(LibraryError) in
            try library.activities(ActivityFilter(since: since, until: until, sports: select.sport))
        }
        let builder = SiteBuilder(
            context: context, folder: folder, library: library, maxSize: decode.maxSize,
            jobs: jobs ?? OrderedPool<Int>.onlineCores,
            version: String(cString: fitkit_version()) + " " + String(cString: fitkit_commit()))
        let outcome: SiteBuilder.Outcome
        do throws(SiteBuilder.Failure) {
            outcome = try builder.build(activities: activities, rides: rides) { complain($0) }
        } catch {
            complain(error.description)
            throw ExitCode.failure
        }
        if !outcome.removed.isEmpty {
            let n = outcome.removed.count
            complain(
                "removed \(n) page\(n == 1 ? "" : "s") of activities no longer in the site: "
                    + outcome.removed.joined(separator: ", "))
        }
        complain(
            "wrote \(folder)/index.html: \(outcome.activities) activities, \(outcome.written) "
                + "page\(outcome.written == 1 ? "" : "s") written, \(outcome.unchanged) unchanged")
        if outcome.failed > 0 { throw ExitCode.failure }
    }
}
