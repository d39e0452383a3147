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

/// `archive --older-than` takes the one grammar of lengths: months are `mo`, and `m` (minutes) is refused by
/// name where months were meant, not silently read as months.
@Suite struct DurationArgumentTests {
    @Test("archive --older-than 6m is refused, naming mo; 6mo is taken")
    func monthsAreMo() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let refused = try Fitkit.run(["archive", "--older-than", "6m", "--dry-run", "--library", folder + "/lib"])
        #expect(refused.status == 2 && refused.stderr.contains("months are mo (6mo)"), "\(refused.stderr)")
        // Taken as six months: the usage is fine, and what stops the run is that there is no library yet.
        let taken = try Fitkit.run(["archive", "--older-than", "6mo", "--dry-run", "--library", folder + "/lib"])
        #expect(taken.status == 1 && taken.stderr.contains("no library"), "\(taken.stderr)")
    }
}
