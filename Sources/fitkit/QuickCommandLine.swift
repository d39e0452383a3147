#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITExport
import FITKit
import FITSupport

/// Reads the commonest command lines without swift-argument-parser.
///
/// swift-argument-parser works out the whole command tree by reflection on every run, which costs more than
/// inspecting a 2 MB ride, paid again by every script that runs `fitkit inspect` or
/// `fitkit export` once per file. A command line made only of `inspect`, `dump` or `export`, their flags, the
/// options `-o`/`--output` and `--jobs` (not `dump`'s), `--validation` and `--max-size` with a separate value,
/// and input paths is read here into the work the command would do (`InspectRun`, `DumpRun`, `ExportRun`: no
/// property wrappers, whose types cost a scan of the binary's protocol conformances each when first made), and
/// its `validate()` is run.
/// Anything else (help, any other option, `--name=value`, a repeated flag, a value that does not convert, a
/// rule `validate()` rejects) is declined and goes to swift-argument-parser, which knows and explains
/// everything; declining is always safe. `FITKIT_FULL_PARSER=1` declines every command line (and folds no long
/// list: `LongInputLists`), so that tests can run both ways and compare: `CommandLineGrammarTests` makes its
/// command lines from swift-argument-parser's own description of every command (`--experimental-dump-help`),
/// every flag and option of the commands read here among them.
enum QuickCommandLine {
    static func command(for arguments: ArraySlice<String>) -> (any CommandRun)? {
        guard getenv("FITKIT_FULL_PARSER") == nil, let name = arguments.first else { return nil }
        let rest = arguments.dropFirst()
        let command: (any CommandRun)?
        switch name {
        case "inspect": command = inspect(rest)
        case "dump": command = dump(rest)
        case "export": command = export(rest)
        default: return nil
        }
        guard let command, (try? command.validate()) != nil else { return nil }
        return command
    }

    private static func inspect(_ arguments: ArraySlice<String>) -> InspectRun? {
        guard
            let words = Words(arguments, flags: ["--json"], options: [("--jobs", "--jobs"), ("--ftp", "--ftp")]),
            !words.paths.isEmpty, let options = decodeOptions(words)
        else { return nil }
        guard let jobs = jobs(words) else { return nil }
        var ftp: Double?
        if let text = words.value("--ftp") {
            guard case .success(let value) = ValueRule.positive.check(text) else { return nil }
            ftp = value
        }
        return InspectRun(
            files: words.paths, json: words.has("--json"), options: options, library: nil, jobs: jobs, ftp: ftp)
    }

    private static func dump(_ arguments: ArraySlice<String>) -> DumpRun? {
        guard let words = Words(arguments, flags: ["--raw"], options: []), words.paths.count == 1,
            let options = decodeOptions(words)
        else { return nil }
        return DumpRun(file: words.paths[0], raw: words.has("--raw"), options: options, library: nil)
    }

    private static func export(_ arguments: ArraySlice<String>) -> ExportRun? {
        let formats = ExportFormat.all.map { "--" + $0.name }
        let variants = ExportFormat.all.flatMap(\.variants)
        let flags = formats + variants.map { "--" + $0.name } + ["--overwrite", "--fail-on-exists"]
        let valued = [("-o", "--output"), ("--output", "--output"), ("--jobs", "--jobs")]
        guard let words = Words(arguments, flags: flags, options: valued),
            !words.paths.isEmpty, let options = decodeOptions(words)
        else { return nil }
        let chosen = ExportFormat.all.filter { words.has("--" + $0.name) }
        guard chosen.count == 1, let jobs = jobs(words) else { return nil }
        return ExportRun(
            formats: [chosen[0]], variants: variants.filter { words.has("--" + $0.name) },
            output: words.value("--output"), overwrite: words.has("--overwrite"),
            failOnExists: words.has("--fail-on-exists"), inputs: words.paths, options: options, jobs: jobs)
    }

    /// `--validation` and `--max-size`, or their defaults; nil when a value does not convert.
    private static func decodeOptions(_ words: Words) -> DecodeOptions? {
        var options = DecodeOptions()
        if let text = words.value("--validation") {
            guard let value = ValidationOption(argument: text) else { return nil }
            options.validation = value.value
        }
        if let text = words.value("--max-size") {
            guard let value = Int(argument: text) else { return nil }
            options.maxFileSize = value
        }
        return options
    }

    /// `--jobs` as given, `.some(nil)` when it is not (every core, counted only when there are several inputs);
    /// nil when its value does not convert or is out of range.
    private static func jobs(_ words: Words) -> Int?? {
        guard let text = words.value("--jobs") else { return .some(nil) }
        guard let value = Int(argument: text), (try? JobsOption.check(value)) != nil else { return nil }
        return value
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
