import Foundation
import Testing
import TestSupport

/// One grammar: the quick reader of the commonest command lines (Sources/fitkit/QuickCommandLine.swift) and the
/// folding of long input lists (LongInputLists.swift) read every command line as swift-argument-parser does.
/// The command lines are made from swift-argument-parser's own description of every command
/// (`--experimental-dump-help`): what the commands declare, not a list kept by hand beside them.
@Suite struct CommandLineGrammarTests {
    /// A command's declared arguments: its path of names, its flags, its options (long names) with the values
    /// they allow, and whether it takes any number of inputs.
    struct Declared {
        let path: [String]
        let flags: [String]
        let options: [(name: String, values: [String])]
        let manyInputs: Bool
    }

    static func declared() throws -> [Declared] {
        let run = try Fitkit.run(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var found: [Declared] = []
        func walk(_ command: [String: Any], _ path: [String]) {
            let subcommands = command["subcommands"] as? [[String: Any]] ?? []
            for s in subcommands { walk(s, path + [s["commandName"] as? String ?? ""]) }
            guard subcommands.isEmpty, !path.isEmpty else { return }
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            func long(_ a: [String: Any]) -> String? {
                (a["names"] as? [[String: Any]])?.first { $0["kind"] as? String == "long" }?["name"] as? String
            }
            let flags = arguments.filter { $0["kind"] as? String == "flag" }.compactMap(long)
                .filter { $0 != "help" && $0 != "version" }
            let options = arguments.filter { $0["kind"] as? String == "option" }.compactMap { a in
                long(a).map { ($0, a["allValues"] as? [String] ?? []) }
            }
            let many = arguments.contains {
                $0["kind"] as? String == "positional" && $0["isRepeating"] as? Bool == true
            }
            found.append(Declared(path: path, flags: flags, options: options, manyInputs: many))
        }
        walk(root["command"] as? [String: Any] ?? [:], [])
        return found
    }

    /// The commands the quick reader reads, as the generated file of their words names them (`enum Inspect`…).
    static func quickCommands() throws -> [String] {
        let path = Paths.packageRoot.appendingPathComponent("Sources/fitkit/Generated/QuickWords.swift").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 3, words[0] == "enum", words[2] == "{", words[1] != "QuickWords" else { return nil }
            return words[1].lowercased()
        }
    }

    /// Runs a command line twice, each in a folder of its own: as fitkit reads it, and through
    /// swift-argument-parser alone; exit status, output and the files written must be the same.
    static func alike(_ arguments: [String], stdin: String? = nil) throws {
        var seen: [(Shell.Run, [String: Data])] = []
        for environment in [[:], ["FITKIT_FULL_PARSER": "1"]] {
            let folder = try Shell.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
            let run = try Shell.run(
                Paths.fitkit, arguments.map { $0.replacingOccurrences(of: "LIB", with: folder + "/lib") },
                stdin: stdin, in: folder, environment: environment, timeLimit: 60)
            var written: [String: Data] = [:]
            for path in FileManager.default.subpaths(atPath: folder) ?? [] where !path.hasPrefix("lib") {
                written[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
            seen.append((run, written))
        }
        let (quick, full) = (seen[0], seen[1])
        #expect(quick.0.status == full.0.status, "\(arguments)")
        #expect(quick.0.stdout == full.0.stdout, "\(arguments)")
        #expect(quick.0.stderr == full.0.stderr, "\(arguments)")
        #expect(quick.1 == full.1, "\(arguments)")
    }

    @Test("every flag and option the quick reader's commands declare, with good, bad and missing values, read alike")
    func quickCommandsReadEveryDeclaredWordAlike() throws {
        let ride = Paths.fixture("Activity.fit"), bike = Paths.fixture("garmin-edge-820-bike.fit")
        let all = try Self.declared()
        let quick = try Self.quickCommands()
        #expect(quick.contains("inspect") && quick.contains("analyze"), "\(quick)")
        for command in all where quick.contains(command.path[0]) {
            // export needs a format; each line adds one unless its own word is one.
            let formats = ["csv", "gpx", "geojson", "tcx"]
            func line(_ words: [String]) -> [String] {
                let needsFormat =
                    command.path == ["export"] && !words.contains { formats.contains(String($0.dropFirst(2))) }
                return command.path + (needsFormat ? ["--gpx"] : []) + words
                    + ["-o", "out"].filter { _ in
                        command.path == ["export"] && !words.contains("-o") && !words.contains("--output")
                    } + (command.path == ["dump"] ? [ride] : [ride, bike])
            }
            var lines: [[String]] = [line([]), line(["--bogus"]), line(["--"])]
            for flag in command.flags {
                lines += [line(["--" + flag]), line(["--" + flag, "--" + flag])]
            }
            for (name, values) in command.options {
                let good = values.first ?? (name == "jobs" || name == "max-size" ? "2" : "x")
                lines += [
                    line(["--" + name, good]), line(["--" + name + "=" + good]), line(["--" + name, "bogus"]),
                    line(["--" + name, "-1"]), line(["--" + name, "0"]), line(["--" + name, "1e30"]),
                    line(["--" + name, good, "--" + name, good]),
                    command.path + [ride, "--" + name]
                ]
            }
            #expect(lines.count > 10, "\(command.path)")
            for arguments in lines { try Self.alike(arguments, stdin: ride) }
        }
    }

    @Test("every command refuses an unknown option alike, and every command taking inputs reads a long list alike")
    func everyCommandReadsAlike() throws {
        let inputs = (0..<70).map { "/nonexistent/ride\($0).fit" }
        for command in try Self.declared() {
            try Self.alike(command.path + ["--bogus"])
            guard command.manyInputs else { continue }
            // Folded past 64 words; a library in the run's own folder for the commands that keep one.
            let library = command.options.contains { $0.name == "library" } ? ["--library", "LIB"] : []
            try Self.alike(command.path + library + inputs)
            try Self.alike(command.path + library + inputs + ["--bogus"] + inputs)
        }
    }
}
