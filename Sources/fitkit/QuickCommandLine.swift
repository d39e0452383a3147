#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITKit

/// Reads the commonest command lines without swift-argument-parser.
///
/// swift-argument-parser works out the whole command tree by reflection on every run: about 11 M instructions
/// (3 ms), more than inspecting a 2 MB ride, paid again by every script that runs `fitkit inspect` or
/// `fitkit export` once per file. A command line made only of `inspect`, `dump` or `export`, their flags, the
/// options `-o`/`--output`, `--validation` and `--max-size` with a separate value, and input paths is read here
/// into the command value swift-argument-parser would make, and its `validate()` is run. Anything else (help,
/// any other option, `--name=value`, a repeated flag, a value that does not convert, a rule `validate()`
/// rejects) is declined and goes to swift-argument-parser, which knows and explains everything; declining is
/// always safe. `FITKIT_FULL_PARSER=1` declines every command line, so that tests can run both ways and compare.
enum QuickCommandLine {
    static func command(for arguments: ArraySlice<String>) -> (any ParsableCommand)? {
        guard getenv("FITKIT_FULL_PARSER") == nil, let name = arguments.first else { return nil }
        let rest = arguments.dropFirst()
        var command: (any ParsableCommand)?
        switch name {
        case "inspect": command = inspect(rest)
        case "dump": command = dump(rest)
        case "export": command = export(rest)
        default: return nil
        }
        guard var command, (try? command.validate()) != nil else { return nil }
        return command
    }

    private static func inspect(_ arguments: ArraySlice<String>) -> Inspect? {
        guard let words = Words(arguments, flags: ["--json"], options: []), !words.paths.isEmpty,
              let decode = decodeOptions(words) else { return nil }
        var command = Inspect()
        command.files = words.paths
        command.json = words.has("--json")
        command.decode = decode
        command.location = noLibrary()
        return command
    }

    private static func dump(_ arguments: ArraySlice<String>) -> Dump? {
        guard let words = Words(arguments, flags: ["--raw"], options: []), words.paths.count == 1,
              let decode = decodeOptions(words) else { return nil }
        var command = Dump()
        command.file = words.paths[0]
        command.raw = words.has("--raw")
        command.decode = decode
        command.location = noLibrary()
        return command
    }

    private static func export(_ arguments: ArraySlice<String>) -> Export? {
        let formats = ExportFormat.allCases.map { "--" + $0.rawValue }
        let flags = formats + ["--laps", "--sessions", "--raw", "--waypoints", "--points", "--overwrite"]
        guard let words = Words(arguments, flags: flags, options: [("-o", "--output"), ("--output", "--output")]),
              !words.paths.isEmpty, let decode = decodeOptions(words) else { return nil }
        let chosen = ExportFormat.allCases.filter { words.has("--" + $0.rawValue) }
        guard chosen.count == 1 else { return nil }
        var command = Export()
        command.format = chosen[0]
        command.laps = words.has("--laps")
        command.sessions = words.has("--sessions")
        command.raw = words.has("--raw")
        command.waypoints = words.has("--waypoints")
        command.points = words.has("--points")
        command.overwrite = words.has("--overwrite")
        command.output = words.value("--output")
        command.since = nil
        command.until = nil
        command.sport = []
        command.inputs = words.paths
        command.decode = decode
        command.location = noLibrary()
        return command
    }

    /// `--validation` and `--max-size`, or their defaults; nil when a value does not convert.
    private static func decodeOptions(_ words: Words) -> DecodeOptionGroup? {
        let defaults = DecodeOptions()
        var group = DecodeOptionGroup()
        group.validation = ValidationOption(defaults.validation)
        group.maxSize = defaults.maxFileSize
        if let text = words.value("--validation") {
            guard let value = ValidationOption(argument: text) else { return nil }
            group.validation = value
        }
        if let text = words.value("--max-size") {
            guard let value = Int(argument: text) else { return nil }
            group.maxSize = value
        }
        return group
    }

    private static func noLibrary() -> LibraryOption {
        var option = LibraryOption()
        option.library = nil
        return option
    }

    /// The words after the subcommand, sorted into flags, options with their values, and paths; nil for
    /// anything this reader does not handle exactly as swift-argument-parser would.
    ///
    /// Lists, not sets and dictionaries: a handful of words, and the first `Set<String>` or `[String: String]`
    /// a run makes costs a scan of every protocol conformance in the binary (`String: Hashable`).
    private struct Words {
        private(set) var flags: [String] = []
        private(set) var values: [(name: String, value: String)] = []
        private(set) var paths: [String] = []

        /// `options` pairs each spelling of an option taking a value with its long name; `--validation` and
        /// `--max-size` are always known.
        init?(_ arguments: ArraySlice<String>, flags known: [String], options: [(String, String)]) {
            let options = options + [("--validation", "--validation"), ("--max-size", "--max-size")]
            var i = arguments.startIndex
            while i < arguments.endIndex {
                let word = arguments[i]
                i += 1
                if word == "-" || !word.hasPrefix("-") {
                    paths.append(word)
                } else if known.contains(word) {
                    guard !flags.contains(word) else { return nil }
                    flags.append(word)
                } else if let name = options.first(where: { $0.0 == word })?.1, i < arguments.endIndex {
                    let value = arguments[i]
                    i += 1
                    guard value == "-" || !value.hasPrefix("-"), self.value(name) == nil else { return nil }
                    values.append((name, value))
                } else {
                    return nil
                }
            }
        }

        func has(_ flag: String) -> Bool { flags.contains(flag) }

        func value(_ name: String) -> String? { values.first { $0.name == name }?.value }
    }
}
