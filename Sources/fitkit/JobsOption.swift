import ArgumentParser
import FITSupport

/// `--jobs N` of the commands that take many inputs: how many are read at once. Output, exit status and
/// progress are what one job makes, in the same order (`OrderedPool`).
struct JobsOption: ParsableArguments {
    @Option(help: "Inputs read at once, on as many cores (default: the cores online).")
    var jobs: Int?

    func validate() throws { try Self.check(jobs) }

    /// The one rule for a `--jobs` value, also applied by `QuickCommandLine`.
    static func check(_ jobs: Int?) throws {
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs: give 1 to 256") }
    }

    var count: Int { jobs ?? OrderedPool<Int>.onlineCores }
}
