import Foundation

/// Runs programs as a user would: arguments in; exit status, standard output and standard error out.
package enum Shell {
    package struct Run {
        package let status: Int32
        package let stdout: String
        package let stderr: String
    }

    /// A program that ran past its time limit: it was killed.
    package struct TimedOut: Error, CustomStringConvertible {
        package let command: String
        package let seconds: Double
        package var description: String { "\(command) ran longer than \(seconds) s and was killed" }
    }

    /// Every program a test runs has a time limit: longer than any command takes on a slow machine, short
    /// enough that a hang fails the test instead of the whole run.
    package static let timeLimit = 300.0

    package static func run(
        _ executable: String, _ arguments: [String], stdin: String? = nil, in directory: String? = nil,
        environment: [String: String]? = nil, timeLimit: Double = Shell.timeLimit
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        // Standard error goes to a file, so that a full stderr pipe cannot block the child while stdout is read.
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fitkit-stderr-\(UUID().uuidString)"
        ).path
        guard FileManager.default.createFile(atPath: errPath, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errPath])
        }
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: errPath)
        if let stdin { process.standardInput = FileHandle(forReadingAtPath: stdin) }
        try process.run()
        let killer = Self.killer(for: process, after: timeLimit)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        if killer.fired {
            throw TimedOut(command: ([executable] + arguments).joined(separator: " "), seconds: timeLimit)
        }
        let stderr = FileManager.default.contents(atPath: errPath) ?? Data()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Kills `process` with SIGKILL after `seconds` unless cancelled first.
    final class Killer: @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = false, didFire = false
        var fired: Bool { lock.withLock { didFire } }
        func cancel() { lock.withLock { cancelled = true } }
        /// Fires unless cancelled; true when it did.
        func fire() -> Bool {
            lock.withLock {
                guard !cancelled else { return false }
                didFire = true
                return true
            }
        }
    }

    /// - Parameter tree: kill what the process started too (a browser's driver and the browser), youngest
    ///   first, so that nothing it started outlives it.
    static func killer(for process: Process, after seconds: Double, tree: Bool = false) -> Killer {
        let killer = Killer()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            guard killer.fire() else { return }
            for p in (tree ? descendants(of: pid) : []).reversed() + [pid] { kill(p, SIGKILL) }
        }
        return killer
    }

    /// The processes `pid` started, and theirs, parents before children (from /proc: each process's parent).
    static func descendants(of pid: Int32) -> [Int32] {
        var children: [Int32: [Int32]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = Int32(name),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // "pid (name) state ppid …": the name may hold spaces and brackets; the fields after its last ")".
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { children[parent, default: []].append(child) }
        }
        var out: [Int32] = [], queue = [pid]
        while let next = queue.first {
            queue.removeFirst()
            for c in children[next] ?? [] where !out.contains(c) {
                out.append(c)
                queue.append(c)
            }
        }
        return out
    }

    /// Starts `process` without waiting for it, to be killed with SIGKILL should it outlive `timeLimit`: reading
    /// its output or waiting for it can then never hang the test.
    package static func launch(_ process: Process, timeLimit: Double = Shell.timeLimit) throws {
        try process.run()
        let killer = killer(for: process, after: timeLimit)
        process.terminationHandler = { _ in killer.cancel() }
    }

    /// Starts a program without waiting for it; its standard error goes to `log`, standard output to
    /// `log.out`. Wait for it with `wait(_:seconds:)`.
    package static func start(_ executable: String, _ arguments: [String], log: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        guard FileManager.default.createFile(atPath: log, contents: nil),
            FileManager.default.createFile(atPath: log + ".out", contents: nil)
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log]) }
        process.standardOutput = FileHandle(forWritingAtPath: log + ".out")
        process.standardError = FileHandle(forWritingAtPath: log)
        try launch(process)
        return process
    }

    /// Waits for a program `start` started, killing it after `seconds` (the test then fails with `TimedOut`).
    package static func wait(_ process: Process, seconds: Double = Shell.timeLimit) throws {
        let killer = killer(for: process, after: seconds)
        process.waitUntilExit()
        killer.cancel()
        if killer.fired {
            throw TimedOut(command: process.executableURL?.path ?? "a program", seconds: seconds)
        }
    }

    /// Reads lines from `handle` (a child's output) until one satisfies `stop`, or the output ends: what a test
    /// waits for when a program says it has got somewhere (with `--verbose`, a request line), instead of sleeping.
    /// The lines read, the one that stopped last.
    package static func lines(from handle: FileHandle, until stop: (String) -> Bool) -> [String] {
        var lines: [String] = []
        var line = Data()
        while let byte = try? handle.read(upToCount: 1), !byte.isEmpty {
            guard byte != Data([0x0A]) else {
                lines.append(String(decoding: line, as: UTF8.self))
                line = Data()
                if stop(lines.last!) { break }
                continue
            }
            line += byte
        }
        return lines
    }

    /// `bash -c script`, for the cases a shell sets up (resource limits, pipes).
    package static func bash(_ script: String, in directory: String? = nil) throws -> Run {
        try run("/bin/bash", ["-c", script], in: directory)
    }

    /// A new empty folder, removed by the caller's `defer`.
    package static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fitkit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    package static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}
