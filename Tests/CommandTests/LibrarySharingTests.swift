import Foundation
import Testing
import TestSupport
@testable import FITLibrary

/// Several fitkit processes on one library at once, as a cron'd sync beside an interactive command: every
/// command waits its turn and succeeds, and nothing is lost or doubled.
@Suite struct LibrarySharingTests {
    /// Starts fitkit without waiting; its output goes to files beside the library.
    static func start(_ arguments: [String], log: String) throws -> Process {
        try Shell.start(Paths.fitkit, arguments, log: log)
    }

    /// four processes (two imports of the same rides, one with two jobs, an archive, a list, a gc) started
    /// together on a new library, then again for three more rounds of new rides; every command exits 0,
    /// every ride is present exactly once, and gc finds nothing to repair.
    @Test("four processes importing, archiving, listing and collecting on one library at once")
    func fourProcessesShareOneLibrary() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/lib"
        let rounds = 4, perRound = 8
        for round in 0..<rounds {
            let rides = folder + "/round\(round)"
            try FileManager.default.createDirectory(atPath: rides, withIntermediateDirectories: true)
            for i in 0..<perRound {
                let start = 1_000_000_000 + UInt32(round * perRound + i) * 200_000
                try Data(Rides.ride(start: start, serial: UInt32(round * 100 + i), seconds: 300))
                    .write(to: URL(fileURLWithPath: "\(rides)/r\(i).fit"))
            }
            let commands = [
                // One import reads on two cores (its workers decode; it writes the library from one thread).
                ["import", "--jobs", "2", "--library", lib, rides], ["import", "--jobs", "1", "--library", lib, rides],
                ["archive", "--library", lib, "--before", "2100-01-01"], ["list", "--library", lib, "--json"],
                ["gc", "--library", lib]
            ]
            let processes = try commands.enumerated().map { try Self.start($1, log: "\(folder)/log-\(round)-\($0)") }
            for (i, p) in processes.enumerated() {
                try Shell.wait(p, seconds: 120)
                let log = (try? String(contentsOfFile: "\(folder)/log-\(round)-\(i)", encoding: .utf8)) ?? ""
                // On the first round a command that only reads may come before an import made the library.
                let noLibraryYet = round == 0 && i >= 2 && log.hasPrefix("fitkit: no library at ")
                #expect(
                    p.terminationStatus == 0 || noLibraryYet,
                    "round \(round): \(commands[i].prefix(1)) exited \(p.terminationStatus): \(log)")
            }
        }
        let library = try Library(folder: lib)
        let activities = try library.activities()
        #expect(activities.count == rounds * perRound)
        #expect(Set(activities.compactMap(\.sha256)).count == rounds * perRound)
        for a in activities { #expect(try Rides.bytes(library.input(for: a.id)).count > 0) }
        let gc = try Fitkit.run(["gc", "--dry-run", "--library", lib])
        #expect(gc.stdout == "the library is consistent\n")
    }
}
