import Foundation
import Testing
import TestSupport

/// fitkit installs like any other tool.
@Suite struct InstallTests {
    /// `scripts/install.sh PREFIX` (into a DESTDIR) puts the binary, the man page and the
    /// three shells' completions where each looks; the installed binary runs, `man` renders the page, and bash
    /// loads the completion function.
    @Test("install.sh installs the binary, the man page and the completions")
    func installPutsEverythingInPlace() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = Paths.packageRoot.appendingPathComponent("scripts/install.sh").path
        let run = try Shell.bash("DESTDIR='\(folder)' FITKIT_BIN='\(Paths.fitkit)' '\(script)' /opt/fitkit")
        #expect(run.status == 0, "\(run.stderr)")
        let root = folder + "/opt/fitkit"
        for file in [
            "bin/fitkit", "share/man/man1/fitkit.1", "share/bash-completion/completions/fitkit",
            "share/zsh/site-functions/_fitkit", "share/fish/vendor_completions.d/fitkit.fish"
        ] {
            #expect(FileManager.default.fileExists(atPath: root + "/" + file), "\(file)")
        }
        #expect(try Shell.run(root + "/bin/fitkit", ["--version"]).stdout.hasPrefix("0.2.0 (commit "))
        let page = try Shell.bash(
            "groff -mandoc -Tutf8 '\(root)/share/man/man1/fitkit.1' 2>/dev/null || cat '\(root)/share/man/man1/fitkit.1'"
        )
        #expect(page.stdout.contains("inspect") && page.stdout.contains("dedupe"))
        let completion = try Shell.bash(
            "source '\(root)/share/bash-completion/completions/fitkit' && complete -p fitkit")
        #expect(completion.stdout.contains("-F _fitkit fitkit"))
    }
}

/// The completions complete what people type.
@Suite struct CompletionTests {
    /// What bash's completion function offers after `words` (the last one being completed).
    static func complete(_ words: [String]) throws -> [String] {
        let script = Paths.packageRoot.appendingPathComponent("completions/fitkit.bash").path
        // The command itself answers the completions it computes (`login`'s options): the built one.
        let quoted = ([Paths.fitkit] + words.dropFirst()).map { "'\($0)'" }.joined(separator: " ")
        let run = try Shell.bash(
            """
            source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=()
            _fitkit fitkit '\(words.last!)' '\(words[words.count - 2])'; printf '%s\\n' "${COMPREPLY[@]}"
            """)
        return run.stdout.split(separator: "\n").map(String.init)
    }

    /// `fitkit help ex<TAB>` completes to export (it offered only --version), and
    /// `archive --format <TAB>` offers the three formats.
    @Test("completions for help and archive --format")
    func helpAndArchiveFormat() throws {
        #expect(try Self.complete(["fitkit", "help", "ex"]) == ["export"])
        #expect(Set(try Self.complete(["fitkit", "archive", "--format", ""])) == ["tar.zst", "tar.xz", "zip"])
    }

    /// login's options come from each service: `login <TAB>` offers the services, `login strava <TAB>`
    /// Strava's options (and not iGPSport's), given ones left out.
    @Test("login completes the services, then the options of the one named")
    func loginOptionsComeFromTheService() throws {
        #expect(Set(try Self.complete(["fitkit", "login", ""])).isSuperset(of: ["igpsport", "strava"]))
        let strava = try Self.complete(["fitkit", "login", "strava", "--client-id", "5", ""])
        #expect(strava.contains("--refresh-token-stdin") && !strava.contains("--client-id"), "\(strava)")
        #expect(!strava.contains("--username"))
        #expect(try Self.complete(["fitkit", "login", "igpsport", ""]).contains("--username"))
        #expect(Set(try Self.complete(["fitkit", "logout", ""])).isSuperset(of: ["igpsport", "strava"]))
    }
}
