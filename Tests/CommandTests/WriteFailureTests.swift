import Foundation
import Testing
import TestSupport

/// Output that cannot be written is a failure, said in one line; an interrupted command leaves no file behind.
@Suite struct WriteFailureTests {
    /// every command that writes to standard output exits 1 with one line when the write
    /// fails (/dev/full answers every write with ENOSPC), instead of exiting 0 with the output cut.
    @Test(
        "a full disk on standard output is exit 1 and one line",
        arguments: [
            ["dump"], ["dump", "--raw"], ["inspect"], ["inspect", "--json"], ["analyze"], ["analyze", "--json"],
            ["export", "--csv", "-o", "-"]
        ])
    func writingToAFullDiskFails(_ command: [String]) throws {
        let arguments = (command + [Paths.edge810]).map { "'\($0)'" }.joined(separator: " ")
        let run = try Shell.bash("exec '\(Paths.fitkit)' \(arguments) > /dev/full")
        #expect(run.status == 1, "\(command)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(command): \(run.stderr)")
        #expect(run.stderr.contains("No space left on device"), "\(command): \(run.stderr)")
    }

    /// SIGINT at several moments of `plot`, `curve` and `heatmap` leaves no `.partial-*` file
    /// (nor a half-written picture under the final name).
    @Test(
        "Ctrl-C during plot, curve or heatmap leaves nothing half-written",
        arguments: ["plot", "curve", "heatmap"])
    func interruptedPicturesLeaveNothing(_ command: String) throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for delay in [0.005, 0.02, 0.05, 0.1, 0.2, 0.4] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Paths.fitkit)
            process.arguments = [command, Paths.edge810, "-o", folder + "/out.png"]
            process.standardError = FileHandle.nullDevice
            try Shell.launch(process)
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            let left = Shell.files(in: folder)
            #expect(left.allSatisfy { !$0.contains(".partial-") }, "\(command) after \(delay) s: \(left)")
            if process.terminationStatus == 0 {
                try FileManager.default.removeItem(atPath: folder + "/out.png")
            } else {
                #expect(left.isEmpty, "\(command) after \(delay) s: \(left)")
            }
        }
    }
}
