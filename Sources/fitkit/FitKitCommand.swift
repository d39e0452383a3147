import ArgumentParser
import CBuildInfo
import FITKit
import FITSupport

@main
struct FitKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fitkit",
        abstract: "Read, check, export, analyse and keep FIT activity files.",
        discussion: """
            Exit codes: 0 clean; 1 the input has problems or could not be read (output for what decoded is \
            still given); 2 usage error.
            """,
        version: "\(String(cString: fitkit_version())) (commit \(String(cString: fitkit_commit())))",
        subcommands: [
            Inspect.self, Dump.self, Export.self, Analyze.self, Plot.self, Curve.self, Heatmap.self, Fitness.self,
            FTP.self, TotalsCommand.self, Report.self, RepairCommand.self, Crop.self, Split.self, MergeCommand.self,
            ConvertCommand.self, CourseCommand.self, WorkoutCommand.self, Rows.self, SegmentCommand.self,
            Import.self, List.self, Show.self, Edit.self, Remove.self, Dedupe.self, Archive.self, Reparse.self,
            GC.self, DU.self, Login.self, Logout.self, Sync.self, SyncAndExport.self, UploadCommand.self
        ])

    /// The command line as the file system's names are: a path that is not UTF-8 (`ride\xff.fit`) kept byte
    /// for byte (`PathText`), where `CommandLine.arguments` would replace those bytes.
    /// Filled in place: growing a `[String]` goes through the standard library's own copy of that code, which
    /// looks its array type up by name at run time (a tenth of a millisecond at start-up).
    static var arguments: [String] {
        let count = Int(CommandLine.argc)
        return [String](unsafeUninitializedCapacity: count) { words, initialized in
            for i in 0..<count {
                words.initializeElement(at: i, to: CommandLine.unsafeArgv[i].map { PathText.decode($0) } ?? "")
                initialized = i + 1
            }
        }
    }

    /// Usage errors exit 2 (swift-argument-parser's default is 64).
    static func main() {
        do {
            let arguments = Self.arguments.dropFirst()
            if let quick = QuickCommandLine.command(for: arguments) {
                try quick.run()
            } else {
                var command = try LongInputLists.parse(Array(arguments))
                try command.run()
            }
        } catch let code as ExitCode {
            // Commands that explain a usage error themselves throw `.validationFailure`; it too exits 2.
            Output.exit(code == .validationFailure ? 2 : code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                let names = configuration.subcommands.map { $0._commandName }
                if let first = Self.arguments.dropFirst().first,
                    let text = CommandSuggestion.unknown(first, among: names)
                {
                    print(text, to: &StandardError.shared)
                    Output.exit(2)
                }
                var text = fullMessage(for: error)
                if text.hasPrefix("Error: ") { text = "fitkit: " + text.dropFirst(7) }
                print(text, to: &StandardError.shared)
                Output.exit(2)
            }
            // Help and version print what swift-argument-parser would, through the writer that reports a failed
            // write (help into a full disk exits 1); every other error is one line that starts like all of
            // fitkit's ("fitkit: …"), not "Error: …".
            if code == .success {
                var out = Output()
                out.write(fullMessage(for: error) + "\n")
                out.flush()
                Output.exit(0)
            }
            complain(message(for: error))
            Output.exit(code.rawValue)
        }
    }
}

/// A command with its command line read: the work `run()` does, in plain values. `inspect`, `dump` and `export`
/// are written this way so that `QuickCommandLine` can make them without swift-argument-parser's property wrappers.
protocol CommandRun {
    /// Throws swift-argument-parser's `ValidationError` for a command line that does not make sense.
    func validate() throws
    func run() throws
}

extension CommandRun {
    func validate() throws {}
}

/// Options every decoding command shares; their defaults are the decoder's.
struct DecodeOptionGroup: ParsableArguments {
    @Option(help: "How strictly damage is treated: strict (errors stop), lenient (report and go on), off.")
    var validation = ValidationOption(DecodeOptions().validation)

    @OptionGroup var size: MaxSizeOption

    var maxSize: Int { size.maxSize }
    var options: DecodeOptions { DecodeOptions(validation: validation.value, maxFileSize: maxSize) }
}

/// `--max-size` alone, for a command that always reads leniently (`repair`).
struct MaxSizeOption: ParsableArguments {
    @Option(
        name: .customLong("max-size"),
        help: "Refuse inputs larger than this many bytes (default \(DecodeOptions().maxFileSize)).",
        transform: ArgumentRules.count)
    var maxSize = DecodeOptions().maxFileSize
}

enum ValidationOption: String, ExpressibleByArgument, CaseIterable {
    case strict, lenient, off
    init(_ value: Validation) {
        switch value {
        case .strict: self = .strict
        case .lenient: self = .lenient
        case .off: self = .off
        }
    }
    var value: Validation {
        switch self {
        case .strict: .strict
        case .lenient: .lenient
        case .off: .off
        }
    }
}
