import Foundation
import Testing
import TestSupport

/// Exit statuses and argument rules as the man page states them: a write that fails
/// is a failure (1), a value that breaks its kind's rule a usage error (2), whichever command takes it.
@Suite struct ExitStatusTests {
    @Test("help into a full disk, and an export to /dev/full, fail with 1")
    func writesThatFailExitOne() throws {
        let help = try Shell.bash("'\(Paths.fitkit)' --help > /dev/full")
        #expect(help.status == 1)
        #expect(help.stderr.contains("cannot write to standard output: No space left on device"))
        let export = try Fitkit.run(["export", "--gpx", "-o", "/dev/full", Paths.edge810])
        #expect(export.status == 1, "\(export.stderr)")
        #expect(export.stderr.contains("cannot write /dev/full: No space left on device"))
        // A device is written straight into: /dev/stdout gives the export on standard output.
        let stdout = try Fitkit.run(["export", "--gpx", "-o", "/dev/stdout", Paths.edge810])
        #expect(stdout.status == 0 && stdout.stdout.hasPrefix("<?xml"))
    }

    @Test("a picture's name that is neither SVG nor PNG is a usage error")
    func pictureNamesAreUsageErrors() throws {
        for command in [["plot", Paths.edge810], ["curve", Paths.edge810]] {
            let run = try Fitkit.run(command + ["-o", "a.jpg"])
            #expect(run.status == 2, "\(command)")
            #expect(run.stderr.hasPrefix("fitkit: -o a.jpg: a picture is an SVG or a PNG"), "\(run.stderr)")
        }
    }

    @Test(
        "one rule for each kind of value",
        arguments: [
            ["analyze", "--ftp=-5"], ["analyze", "--ftp=0"], ["analyze", "--weight", "-70"], ["analyze", "--lthr", "0"],
            ["analyze", "--since", "2015-02-30"], ["export", "--csv", "--until", "2023-04-31"],
            ["analyze", "--max-size", "0"], ["inspect", "--max-size", "0"], ["dump", "--max-size", "0"],
            ["inspect", "--max-size", "1e30"], ["analyze", "--max-size", "1e30"],
            ["export", "--gpx", "--max-size", "1e19"]
        ])
    func valuesBreakingTheirRule(_ arguments: [String]) throws {
        let run = try Fitkit.run(arguments + [Paths.edge810])
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
    }

    @Test("a count is 1 or more for list and sync alike; a leap day is a date")
    func countsAndDates() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in [["list"], ["sync"]] {
            let run = try Fitkit.run(command + ["--limit", "0", "--library", folder])
            #expect(run.status == 2, "\(command)")
            #expect(run.stderr.contains("give a whole number, 1 or more"), "\(run.stderr)")
        }
        let leap = try Fitkit.run(["analyze", "--since", "2016-02-29", Paths.edge810])
        #expect(leap.status == 0)
        // The config file follows the flags' rule.
        try "ftp = 0\n".write(toFile: folder + "/athlete.conf", atomically: true, encoding: .utf8)
        let file = try Fitkit.run(["analyze", "--config", folder + "/athlete.conf", Paths.edge810])
        #expect(file.status == 2 && file.stderr.contains("line 1: ftp: 0: give a number above 0"), "\(file.stderr)")
    }

    @Test("the man page lists every exit status, the environment, the files and examples")
    func manPageSections() throws {
        let page = try String(
            contentsOfFile: Paths.packageRoot.appendingPathComponent("man/fitkit.1").path, encoding: .utf8)
        for section in ["EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES"] {
            #expect(page.contains(".Sh \(section)") || page.contains(".Sh \"\(section)\""), "\(section)")
        }
        for status in ["0", "1", "2", "75", "130"] { #expect(page.contains(".It \(status)\n"), "\(status)") }
        for variable in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "FITKIT_STRAVA_CLIENT_SECRET"] {
            #expect(page.contains(variable), "\(variable)")
        }
    }
}
