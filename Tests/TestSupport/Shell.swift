import Foundation

/// Runs programs as a user would: arguments in; exit status, standard output and standard error out.
package enum Shell {
    package struct Run {
        package let status: Int32
        package let stdout: String
        package let stderr: String
    }

    package static func run(
        _ executable: String, _ arguments: [String], stdin: String? = nil, in directory: String? = nil,
        environment: [String: String]? = nil
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
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = FileManager.default.contents(atPath: errPath) ?? Data()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
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
