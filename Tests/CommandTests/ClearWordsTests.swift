import Foundation
import Testing
import TestSupport

/// What fitkit says when a user mistypes, or a file contradicts itself: one clear line.
@Suite struct ClearWordsTests {
    @Test("a mistyped subcommand is named with the nearest one; an unknown word is said to be no command")
    func mistypedSubcommand() throws {
        let typo = try Fitkit.run(["analyse", Paths.edge810])
        #expect(typo.status == 2 && typo.stderr.contains("did you mean 'analyze'?"), "\(typo.stderr)")
        #expect(typo.stderr.split(separator: "\n").count == 1)
        let swapped = try Fitkit.run(["inpsect", Paths.edge810])
        #expect(swapped.status == 2 && swapped.stderr.contains("did you mean 'inspect'?"), "\(swapped.stderr)")
        let nothing = try Fitkit.run(["zzzzzz"])
        #expect(nothing.status == 2 && nothing.stderr.contains("'zzzzzz' is not a fitkit command"))
        #expect(!nothing.stderr.contains("did you mean"))
    }

    @Test("a session whose timer time exceeds its elapsed time is a problem inspect names")
    func timerLongerThanElapsed() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let t0 = MessyRides.morning
        let samples = (0..<600).map { MessyRides.Sample(time: t0 + UInt32($0), power: 150) }
        let bytes = try MessyRides.file(samples, session: .init(start: t0, elapsed: 599, timer: 900))
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/odd.fit"))
        let run = try Fitkit.run(["inspect", folder + "/odd.fit"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("timer 900 s, elapsed 599 s"), "\(run.stdout)")
    }

    @Test("rows calls a file that is not FIT skipped, given alone as in a folder, as docs/SCALE.md says")
    func rowsSkipsWhatIsNotFIT() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "not a ride".write(toFile: folder + "/notes.fit", atomically: true, encoding: .utf8)
        let run = try Fitkit.run(["rows", folder + "/notes.fit"])
        #expect(run.status == 0)
        let rows = try RowsTests.rows(run)
        #expect(rows.count == 1 && rows[0]["status"] as? String == "skipped", "\(rows)")
    }
}
