import Foundation
import Testing

/// The `fitkit` command, run as a user runs it: arguments in, stdout, stderr and exit status out.
@Suite struct CLITests {
    static func fitkit(_ arguments: [String], stdin: String? = nil, in directory: String? = nil) throws -> Shell.Run {
        try Shell.run(Paths.fitkit, arguments, stdin: stdin, in: directory)
    }

    @Test func dumpPrintsOneJSONObjectPerMessage() throws {
        let run = try Self.fitkit(["dump", Paths.fixture("Activity.fit")])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 22)  // Garmin's decoder: 22 messages (Fixtures/EXPECTED.tsv)
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
        #expect(first["message"] as? String == "file_id")
        #expect((first["fields"] as? [String: Any])?["type"] as? String == "activity")
    }

    @Test func dumpOfABrokenFilePrintsWhatDecodedThenOneLineNamingTheOffset() throws {
        let run = try Self.fitkit(["dump", Paths.fixture("activity-unexpected-eof.fit")])
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").count == 21)
        let errors = run.stderr.split(separator: "\n")
        #expect(errors.count == 1)
        #expect(errors[0].contains("truncated at byte"))
    }

    @Test func dumpReadsStandardInput() throws {
        let run = try Self.fitkit(["dump", "-"], stdin: Paths.fixture("Activity.fit"))
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 22)
    }

    @Test func inspectExitsZeroForACleanFileAndOneForProblems() throws {
        let clean = try Self.fitkit(["inspect", Paths.fixture("Edge810-Vector-2013-08-16-15-35-10.fit")])
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("cycling"))
        #expect(clean.stdout.contains("problems    none"))
        let damaged = try Self.fitkit(["inspect", Paths.fixture("activity-filecrc.fit"), Paths.fixture("Activity.fit")])
        #expect(damaged.status == 1)
        #expect(damaged.stdout.contains("file CRC mismatch at byte 769"))
        #expect(damaged.stdout.contains("Activity.fit"))  // the second file is still shown
    }

    @Test func inspectJSONIsOneObjectPerFile() throws {
        let run = try Self.fitkit(["inspect", "--json", Paths.fixture("Activity.fit"), Paths.fixture("DeveloperData.fit")])
        #expect(run.status == 0)
        let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        #expect(array.count == 2)
        #expect(array[0]["file_type"] as? String == "activity")
        #expect((array[0]["message_counts"] as? [String: Int])?["record"] == 14)
    }

    @Test func usageErrorsExitTwoAndUnreadableFilesSayWhatToDo() throws {
        #expect(try Self.fitkit(["inspect"]).status == 2)
        #expect(try Self.fitkit(["inspect", "--bogus", "x.fit"]).status == 2)
        let missing = try Self.fitkit(["inspect", "/nonexistent/ride.fit"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/ride.fit: No such file or directory (check the path)"))
    }
}
