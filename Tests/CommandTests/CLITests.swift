import CLazyLoad
import Foundation
import Testing
import TestSupport

/// The `fitkit` command, run as a user runs it: arguments in, stdout, stderr and exit status out.
@Suite struct CLITests {
    /// Every command's help as committed in Tests/Snapshots/help (written by scripts/generate-help-snapshots.sh),
    /// so that a change of help text is reviewed as a diff of those files; a new subcommand needs its own.
    @Test func helpTextMatchesItsSnapshots() throws {
        let folder = Paths.packageRoot.appendingPathComponent("Tests/Snapshots/help").path
        let root = try Fitkit.run(["--help"])
        #expect(root.status == 0)
        let listed = root.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0 != "SUBCOMMANDS:" }.dropFirst()
            .filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isLowercase == true }
            .map { String($0.dropFirst(2).prefix { $0 != " " }) }
        #expect(listed.count >= 20)
        #expect(Shell.files(in: folder) == (["fitkit"] + listed).map { $0 + ".txt" }.sorted())
        for name in Shell.files(in: folder) {
            let command = name == "fitkit.txt" ? [] : [String(name.dropLast(4))]
            let expected = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            let run = try Fitkit.run(command + ["--help"])
            #expect(run.status == 0, "\(name)")
            #expect(run.stdout == expected, "fitkit \(command.joined()) --help differs from \(name)")
        }
    }

    @Test("the help of sync names every service, and every command that reads rides takes library ids")
    func helpSaysWhatCommandsTake() throws {
        let sync = try Fitkit.run(["sync", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        #expect(sync.contains("iGPSport, Strava and intervals.icu"), "\(sync)")
        for service in ["igpsport", "strava", "intervals"] { #expect(sync.contains("fitkit login \(service)")) }
        for command in ["inspect", "dump", "export", "analyze", "plot", "curve", "heatmap"] {
            // The words as read, whatever the help's line breaks.
            let help = try Fitkit.run([command, "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
                separator: " ")
            #expect(help.contains("library activity id") && help.contains("sha256:PREFIX"), "\(command)")
        }
    }

    @Test func dumpPrintsOneJSONObjectPerMessage() throws {
        let run = try Fitkit.run(["dump", Paths.fixture("Activity.fit")])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 22)  // Garmin's decoder: 22 messages (Fixtures/EXPECTED.tsv)
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
        #expect(first["message"] as? String == "file_id")
        #expect((first["fields"] as? [String: Any])?["type"] as? String == "activity")
    }

    @Test func dumpOfABrokenFilePrintsWhatDecodedThenOneLineNamingTheOffset() throws {
        let run = try Fitkit.run(["dump", Paths.fixture("activity-unexpected-eof.fit")])
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").count == 21)
        let errors = run.stderr.split(separator: "\n")
        #expect(errors.count == 1)
        #expect(errors[0].contains("truncated at byte"))
    }

    @Test func dumpReadsStandardInput() throws {
        let run = try Fitkit.run(["dump", "-"], stdin: Paths.fixture("Activity.fit"))
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 22)
    }

    /// A compressed FIT file is read as it is decompressed, by both commands, to the same output as the file itself
    /// (the compressed copies are made with the system's gzip and xz).
    @Test func inspectAndDumpReadCompressedFiles() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ride = Paths.fixture("Activity.fit")
        let made = try Shell.bash(
            "gzip -c '\(ride)' > '\(folder)/ride.fit.gz' && xz -c '\(ride)' > '\(folder)/ride.fit.xz'")
        #expect(made.status == 0)
        let plain = try Fitkit.run(["dump", ride])
        for name in ["ride.fit.gz", "ride.fit.xz"] {
            let dump = try Fitkit.run(["dump", folder + "/" + name])
            #expect(dump.status == 0)
            #expect(dump.stdout == plain.stdout)
            let inspect = try Fitkit.run(["inspect", "--json", folder + "/" + name])
            #expect(inspect.status == 0)
            let report = try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as! [[String: Any]]
            #expect((report[0]["message_counts"] as? [String: Int])?["record"] == 14)
        }
    }

    /// The laps table, from Garmin's decoder's values for the first laps of this ride (start_time
    /// 18:05:10, total_distance 9220.46 m, total_timer_time 1207.35 s, avg_speed 7.637 m/s = 27.49 km/h,
    /// avg_heart_rate 139, avg_power 252; then 3214.78 m, 303.825 s, 10.581 m/s, 149, 294), rounded by hand.
    @Test func inspectShowsTheLapsInColumns() throws {
        let run = try Fitkit.run(["inspect", Paths.fixture("Edge810-Vector-2013-08-16-15-35-10.fit")])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        // The file has no activity message, so no local offset: the times are UTC, and the table says so.
        let head = try #require(lines.firstIndex(of: "  laps        (start in UTC)"))
        #expect(lines[head + 1] == "    #        start  distance      time  avg km/h   avg bpm     avg W")
        #expect(lines[head + 2] == "    1     18:05:10   9.22 km     20:07      27.5       139       252")
        #expect(lines[head + 3] == "    2     18:25:17   3.21 km      5:04      38.1       149       294")
        #expect(lines.filter { $0.hasPrefix("    ") && $0.dropFirst(4).first?.isNumber == true }.count == 8)
    }

    @Test func inspectExitsZeroForACleanFileAndOneForProblems() throws {
        let clean = try Fitkit.run(["inspect", Paths.fixture("Edge810-Vector-2013-08-16-15-35-10.fit")])
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("cycling"))
        #expect(clean.stdout.contains("problems    none"))
        let damaged = try Fitkit.run(["inspect", Paths.fixture("activity-filecrc.fit"), Paths.fixture("Activity.fit")])
        #expect(damaged.status == 1)
        #expect(damaged.stdout.contains("file CRC mismatch at byte 769"))
        #expect(damaged.stdout.contains("Activity.fit"))  // the second file is still shown
    }

    @Test func inspectJSONIsOneObjectPerFile() throws {
        let run = try Fitkit.run([
            "inspect", "--json", Paths.fixture("Activity.fit"), Paths.fixture("DeveloperData.fit")
        ])
        #expect(run.status == 0)
        let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        #expect(array.count == 2)
        #expect(array[0]["file_type"] as? String == "activity")
        #expect((array[0]["message_counts"] as? [String: Int])?["record"] == 14)
    }

    /// cairo, libarchive, SQLite and libcrypto (and the thirty libraries they bring) load only in the commands that
    /// use them: the dynamic loader's own trace (LD_DEBUG=files) lists every library a process opens.
    @Test func decodingCommandsLoadNoDrawingArchiveOrDatabaseLibrary() throws {
        let heavy = ["libcairo", "libarchive", "libsqlite3", "libcrypto"]
        func loaded(_ arguments: [String]) throws -> [String] {
            let run = try Shell.run(
                Paths.fitkit, arguments, environment: ["LD_DEBUG": "files", "PATH": "/usr/bin:/bin"])
            return heavy.filter { run.stderr.contains("file=\($0)") }
        }
        let ride = Paths.fixture("Activity.fit")
        #expect(try loaded(["inspect", ride]) == [])
        #expect(try loaded(["dump", ride]) == [])
        #expect(try loaded(["export", "--gpx", "-o", "-", ride]) == [])
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try loaded(["plot", ride, "-o", folder + "/ride.svg"]) == ["libcairo"])
    }

    @Test func usageErrorsExitTwoAndUnreadableFilesSayWhatToDo() throws {
        #expect(try Fitkit.run(["inspect"]).status == 2)
        #expect(try Fitkit.run(["inspect", "--bogus", "x.fit"]).status == 2)
        let missing = try Fitkit.run(["inspect", "/nonexistent/ride.fit"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/ride.fit: No such file or directory (check the path)"))
    }

    /// `inspect`, `dump` and `export` command lines are read without swift-argument-parser when they are simple
    /// (Sources/fitkit/QuickCommandLine.swift). Each of these runs, in a folder of its own, must print, write and
    /// exit exactly as the same command line does through swift-argument-parser (`FITKIT_FULL_PARSER=1`):
    /// the clean, problem, broken and declined cases of each command, options in either order, `-` for stdin.
    @Test func quickCommandLinesBehaveAsSwiftArgumentParserDoes() throws {
        let ride = Paths.fixture("Activity.fit"), bike = Paths.fixture("garmin-edge-820-bike.fit")
        let broken = Paths.fixture("activity-unexpected-eof.fit")
        let cases: [[String]] = [
            ["inspect", ride], ["inspect", "--json", ride, broken, bike], ["inspect", bike, "--json"],
            ["inspect", "--validation", "lenient", "--max-size", "2000", ride],
            ["inspect", "--validation", "loose", ride],
            ["inspect", "--max-size", "many", ride], ["inspect"], ["inspect", "--json", "--json", ride],
            ["inspect", "--", ride], ["inspect", "-"], ["inspect", "/nonexistent.fit"],
            ["dump", ride], ["dump", "--raw", bike], ["dump", broken], ["dump", "-"], ["dump", ride, bike],
            ["dump", "--json", ride], ["dump", "--validation", "off", broken],
            ["export", "--gpx", ride, bike], ["export", "--gpx", "-o", "-", bike],
            ["export", "--csv", "--laps", "-o", "laps.csv", bike],
            ["export", "--geojson", "--points", "--output", "out", ride, bike], ["export", "--tcx", broken],
            ["export", "--csv", "--raw", bike, "-o", "-"], ["export", "--gpx", "--waypoints", "--overwrite", bike],
            ["export", "--gpx", "--laps", bike], ["export", "--gpx", "--csv", bike], ["export", bike],
            ["export", "--gpx", bike, "-o"], ["export", "--gpx", "-o", "--csv", bike],
            ["export", "--csv", "--sessions", "-"], ["inspect", "--jobs", "2", ride, bike],
            ["inspect", "--jobs", "0", ride],
            ["inspect", ride, "--jobs"], ["export", "--gpx", "--jobs", "1", ride, bike], ["dump", "--jobs", "2", ride]
        ]
        for arguments in cases { try CommandLineGrammarTests.alike(arguments, stdin: ride) }
    }

    /// A shell's `*.fit` over a rider's history: tens of thousands of paths on one command line, which
    /// swift-argument-parser alone parses in time quadratic in their number (50,000 paths took over a minute;
    /// Sources/fitkit/LongInputLists.swift). Each path is read, in the order given, whatever options sit between
    /// the runs, and options keep their values (`--jobs 2` is not a path); words after `--` are paths, even
    /// those that start with a dash.
    @Test func longInputListsAreReadInOrderAndQuickly() throws {
        let first = (0..<30_000).map { "/nonexistent/a\($0).fit" }
        let second = (0..<20_000).map { "/nonexistent/b\($0).fit" }
        let last = (0..<100).map { "-dash\($0).fit" }
        let arguments = ["analyze"] + first + ["--jobs", "2"] + second + ["--"] + last
        let run = try Shell.run(Paths.fitkit, arguments, timeLimit: 30)
        #expect(run.status == 1)
        let named = run.stderr.split(separator: "\n").compactMap { line in
            line.hasPrefix("fitkit: /nonexistent/") || line.hasPrefix("fitkit: -dash")
                ? String(line.dropFirst(8).prefix { $0 != ":" }) : nil
        }
        #expect(named == first + second + last)
        // A command line that ends with `--`.
        let trailing = try Shell.run(Paths.fitkit, ["analyze"] + first.prefix(70) + ["--"], timeLimit: 30)
        #expect(trailing.status == 1)
        #expect(trailing.stderr.components(separatedBy: "No such file or directory").count == 71)
    }
}
