import Foundation
import Testing
import TestSupport

/// The test helpers' own promise: a served program past its time limit is killed with what it started, so no
/// browser outlives a check that hung.
@Suite struct ServedToolTests {
    @Test("a served program that outlives its time limit is killed with the processes it started")
    func killedWithItsChildren() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The program starts a child (as a browser's driver starts the browser), says its pid, and never answers.
        // The child holds the program's output open, as a browser does: left alive, the question would wait for it.
        let tool = ServedTool("/bin/sh", ["-c", "sleep 30 & echo $! > \(folder)/child; read x; sleep 30"])
        let asked = Date()
        #expect(throws: ServedTool.Failure.self) { try tool.ask("question", timeLimit: 1) }
        #expect(Date().timeIntervalSince(asked) < 10, "the question waited for the child to end by itself")
        let child = try #require(
            Int32(
                try String(contentsOfFile: folder + "/child", encoding: .utf8).trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        // Killed (gone, or a zombie its new parent has yet to reap). The signal is sent before the question fails;
        // a process that is not ours cannot be waited for, so /proc is read until it says so, for 5 s at most.
        func state() -> String? {
            (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))
                .flatMap { $0.split(separator: ")").last?.split(separator: " ").first.map(String.init) }
        }
        let deadline = Date().addingTimeInterval(5)
        while let s = state(), s != "Z", Date() < deadline { usleep(10_000) }
        #expect(state() == nil || state() == "Z", "the child \(child) is \(state() ?? "gone")")
    }
}
