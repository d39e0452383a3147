import Foundation

/// A helper program started once for the whole test run and asked one question per line (Garmin's decoder, the
/// browser): starting Python and importing the decoder, or starting chromium, costs more than most questions.
///
/// A question is one line on the program's standard input, its answer one line on its standard output. Questions
/// from tests running at once wait their turn. Each has a time limit: past it the program is killed, the question
/// fails, and the next one starts the program again. When the test run ends, the program reads the end of its
/// input and exits.
package final class ServedTool: @unchecked Sendable {
    private let executable: String
    private let arguments: [String]
    private let lock = NSLock()
    // Guarded by `lock`.
    private var process: Process?
    private var input: FileHandle?
    private var output: FileHandle?
    private var pending = Data()
    private var errorPath = ""

    package init(_ executable: String, _ arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// Why a question got no answer: the program ended (with what it said on standard error), or took too long.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The one line the program answers to `question` (a line without its newline).
    package func ask(_ question: String, timeLimit: Double = Shell.timeLimit) throws -> String {
        try lock.withLock {
            if process?.isRunning != true { try start() }
            guard let process, let input, let output else { throw Failure(description: "\(executable) did not start") }
            // A browser check starts chromium through its driver: killed with it, none is left behind.
            let killer = Shell.killer(for: process, after: timeLimit, tree: true)
            defer { killer.cancel() }
            do {
                try input.write(contentsOf: Data((question + "\n").utf8))
            } catch {
                throw ended("its input closed")
            }
            // The answer's newline is looked for in each new piece only: an answer of many megabytes (a
            // decoder's every message) is read in one pass.
            while true {
                let chunk = output.availableData
                guard !chunk.isEmpty else {
                    throw killer.fired
                        ? Failure(description: "\(executable) took longer than \(timeLimit) s and was killed")
                        : ended("it ended")
                }
                guard let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) else {
                    pending.append(chunk)
                    continue
                }
                var line = pending
                line.append(chunk[chunk.startIndex..<newline])
                pending = Data(chunk[(newline + 1)...])
                return String(decoding: line, as: UTF8.self)
            }
        }
    }

    private func start() throws {
        signal(SIGPIPE, SIG_IGN)  // a program that died is a failed question, not the end of the test run
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        errorPath =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "fitkit-served-\(UUID().uuidString)"
            ).path
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        let toProgram = Pipe(), fromProgram = Pipe()
        process.standardInput = toProgram
        process.standardOutput = fromProgram
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        (self.process, input, output, pending) = (
            process, toProgram.fileHandleForWriting, fromProgram.fileHandleForReading, Data()
        )
    }

    private func ended(_ how: String) -> Failure {
        let said = (FileManager.default.contents(atPath: errorPath)).map {
            String(decoding: $0.suffix(4000), as: UTF8.self)
        }
        process = nil
        return Failure(description: "\(executable) \(arguments.joined(separator: " ")): \(how): \(said ?? "")")
    }
}
