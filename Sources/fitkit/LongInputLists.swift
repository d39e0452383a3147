#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser

/// Long lists of inputs, handed to swift-argument-parser folded.
///
/// swift-argument-parser spends time quadratic in the number of values of one array argument: each value
/// copies the array so far and merges the set of the input positions it came from. 16,000 paths (a shell's
/// `*.fit` over a rider's history) took 6.5 s to parse, 50,000 more than a minute. So a run of many plain
/// words after such a command is handed over as its first word (which may be the value of an option before
/// it) and one marker for the rest, and the marker is replaced by the words once the command is parsed.
/// The marker holds a NUL byte, which no argument of a process can, so it can stand for nothing else.
enum LongInputLists {
    /// The commands whose positional arguments are any number of inputs, and where they keep them. (A table of
    /// key paths, not a protocol: each protocol conformance lengthens the scans the runtime makes at start-up.)
    private static var commands: [Command] {
        [
            Command(Inspect.self, \.files), Command(Export.self, \.inputs), Command(Analyze.self, \.inputs),
            Command(Heatmap.self, \.inputs), Command(Curve.self, \.inputs), Command(FTP.self, \.inputs),
            Command(Fitness.self, \.rides.inputs), Command(TotalsCommand.self, \.rides.inputs),
            Command(Rows.self, \.inputs), Command(RepairCommand.self, \.inputs), Command(Import.self, \.inputs),
            Command(MergeCommand.self, \.inputs)
        ]
    }

    private struct Command {
        let name: String
        /// Replaces the inputs of a parsed command of this kind (nil for any other command).
        let unfold: (any ParsableCommand, [ArraySlice<String>]) -> (any ParsableCommand)?

        init<C: ParsableCommand>(_ type: C.Type, _ inputs: WritableKeyPath<C, [String]>) {
            name = C._commandName
            unfold = { parsed, runs in
                guard var command = parsed as? C else { return nil }
                command[keyPath: inputs] = LongInputLists.unfold(command[keyPath: inputs], runs)
                return command
            }
        }
    }

    /// Runs shorter than this are handed over as they are (validation then sees the words themselves).
    static let foldedFrom = 64
    private static let marker = "\u{0}fitkit-inputs-"

    /// The command line to parse, and the words each marker in it stands for; nil when nothing is folded.
    static func fold(_ arguments: [String]) -> (arguments: [String], runs: [ArraySlice<String>])? {
        guard arguments.count > foldedFrom else { return nil }
        var folded: [String] = []
        var runs: [ArraySlice<String>] = []
        var i = arguments.startIndex
        while i < arguments.endIndex {
            // After `--` every word is a value whatever it looks like, and none is an option's: one run.
            if arguments[i] == "--" {
                let rest = arguments[(i + 1)...]
                folded.append("--")
                if let first = rest.first, rest.count >= foldedFrom {
                    folded += [first, marker + String(runs.count)]
                    runs.append(rest.dropFirst())
                } else {
                    folded += rest
                }
                break
            }
            var end = i
            while end < arguments.endIndex && !arguments[end].hasPrefix("-") { end += 1 }
            if end - i >= foldedFrom {
                folded.append(arguments[i])
                folded.append(marker + String(runs.count))
                runs.append(arguments[(i + 1)..<end])
                i = end
            } else {
                folded.append(arguments[i])
                i += 1
            }
        }
        guard !runs.isEmpty, let name = arguments.first, commands.contains(where: { $0.name == name }) else {
            return nil
        }
        return (folded, runs)
    }

    /// `inputs` with each marker replaced by the words it stands for.
    fileprivate static func unfold(_ inputs: [String], _ runs: [ArraySlice<String>]) -> [String] {
        var all: [String] = []
        all.reserveCapacity(inputs.count + runs.reduce(0) { $0 + $1.count })
        for input in inputs {
            if input.hasPrefix(marker), let run = Int(input.dropFirst(marker.count)), runs.indices.contains(run) {
                all += runs[run]
            } else {
                all.append(input)
            }
        }
        return all
    }

    /// Parses `arguments` (after the program's name) as swift-argument-parser does, long input lists folded
    /// (but with `FITKIT_FULL_PARSER=1`, which tests set to compare the two readings).
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        guard getenv("FITKIT_FULL_PARSER") == nil, let (folded, runs) = fold(arguments) else {
            return try FitKitCommand.parseAsRoot(arguments)
        }
        let command = try FitKitCommand.parseAsRoot(folded)
        return commands.lazy.compactMap { $0.unfold(command, runs) }.first ?? command
    }
}
