import Foundation
import Testing
import TestSupport

/// Folders made to trap a walk: links back to the folder itself, a FIFO and a link to
/// /dev/zero among the rides. Each folder is walked once and only regular files are read, as `find` does.
@Suite struct HostileFolderTests {
    @Test("links to the folder itself, a FIFO and /dev/zero: import and export end, each ride once")
    func trapsInAFolder() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rides = folder + "/rides"
        let setup = try Shell.bash(
            """
            set -e
            mkdir -p '\(rides)/sub'
            cp '\(Paths.edge810)' '\(rides)/sub/ride.fit'
            ln -s . '\(rides)/again'
            ln -s .. '\(rides)/sub/up'
            mkfifo '\(rides)/pipe.fit'
            ln -s /dev/zero '\(rides)/z.fit'
            """)
        #expect(setup.status == 0, "\(setup.stderr)")
        let started = Date()
        let imported = try Shell.run(
            Paths.fitkit, ["import", "--json", "--library", folder + "/lib", rides], timeLimit: 60)
        #expect(Date().timeIntervalSince(started) < 30)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        let counts = try #require(report["counts"] as? [String: Int])
        #expect(counts["imported"] == 1, "\(counts)")
        #expect(counts["skipped (other)"] == 4, "\(counts)")  // the FIFO, /dev/zero, two links met again
        let outcomes = (report["inputs"] as? [[String: Any]] ?? []).compactMap { $0["error"] as? String }
        #expect(outcomes.contains { $0.hasPrefix("not a regular file") })
        #expect(outcomes.contains { $0.hasPrefix("a folder already read") })
        let exported = try Shell.run(Paths.fitkit, ["export", "--gpx", "-o", folder + "/out/", rides], timeLimit: 60)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(Shell.files(in: folder + "/out") == ["ride.gpx"])
    }
}

/// A folder of rides holding programs named as the Swift runtime's crash backtracer: fitkit, run from PATH in
/// that folder, never runs them, even when it crashes (the runtime would look for `swift-backtrace` relative to
/// the name the command was started by, so in the working directory, and run it on a crash).
@Suite struct PlantedBacktracerTests {
    @Test("a crash of fitkit in a folder with a swift-backtrace program does not run it")
    func aCrashRunsNoProgramOfTheWorkingDirectory() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Every place the runtime looks, relative to the working directory; `ride.fit` is a FIFO, so that the
        // test knows when fitkit is past its start: its open of the file returns once this script opens the other
        // end, and it then waits for bytes that never come until it is sent SIGSEGV.
        let script = """
            set -u
            cd '\(folder)'
            for dir in . bin libexec/swift/linux libexec/swift/linux/x86_64 libexec/swift bin/x86_64; do
                mkdir -p "$dir"
                printf '#!/bin/sh\\n: > "%s/ran"\\n' '\(folder)' > "$dir/swift-backtrace"
                chmod +x "$dir/swift-backtrace"
            done
            mkdir commands && ln -s '\(Paths.fitkit)' commands/fitkit
            mkfifo ride.fit
            env -u SWIFT_BACKTRACE PATH="$PWD/commands:$PATH" fitkit inspect ride.fit >/dev/null 2>&1 &
            pid=$!
            exec 3>ride.fit
            kill -SEGV "$pid"
            wait "$pid"
            echo "status $?"
            exec 3>&-
            if [ -e ran ]; then echo "a swift-backtrace ran"; else echo "none ran"; fi
            """
        let run = try Shell.run("/bin/bash", ["-c", script], timeLimit: 60)
        // Killed by the signal (128 + 11), as a program without a crash handler is.
        #expect(run.stdout.contains("status 139"), "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("none ran"), "\(run.stdout)\(run.stderr)")
    }
}

/// What a killed export leaves in its output folder: the next export into the folder
/// removes the temporary files of processes that are gone, and only those.
@Suite struct ExportDebrisTests {
    @Test("an export removes the half-written files a killed export left, never a live one's")
    func exportDebris() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        // A process id no process has (above the kernel's pid_max), and this test's own, which is alive.
        let dead = out + "/.ride.gpx.partial-4194999-Ab12Cd"
        let alive = out + "/.ride.gpx.partial-\(getpid())-Ef34Gh"
        for path in [dead, alive] { try Data("<gpx".utf8).write(to: URL(fileURLWithPath: path)) }
        let run = try Fitkit.run(["export", "--gpx", "-o", out + "/", Paths.edge810])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: alive))
    }
}
