/// The `fitkit` command, run as a user runs it: arguments in; exit status, standard output and error out.
package enum Fitkit {
    package static func run(_ arguments: [String], stdin: String? = nil, in directory: String? = nil) throws
        -> Shell.Run
    {
        try Shell.run(Paths.fitkit, arguments, stdin: stdin, in: directory)
    }

    /// `fitkit` under an address-space limit of `kilobytes` (`ulimit -v`), for a minute at most: a run that
    /// would need more fails instead of passing. With `discardingOutput`, its standard output goes to
    /// /dev/null rather than into the test.
    package static func bounded(_ arguments: [String], kilobytes: Int, discardingOutput: Bool = false) throws
        -> Shell.Run
    {
        let quoted = ([Paths.fitkit] + arguments).map { "'" + $0.replacing("'", with: "'\\''") + "'" }
        let command =
            "ulimit -v \(kilobytes); exec " + quoted.joined(separator: " ") + (discardingOutput ? " >/dev/null" : "")
        return try Shell.run("/bin/sh", ["-c", command], timeLimit: 60)
    }
}

/// The published XML schemas exports are validated against (Tests/Schemas, with their sources).
package enum Schemas {
    package static let folder = Paths.packageRoot.appendingPathComponent("Tests/Schemas").path

    /// xmllint's verdict on `file` against `schema` (a file name in the folder).
    package static func xmllint(_ schema: String, _ file: String) throws -> Shell.Run {
        try Shell.run("/usr/bin/xmllint", ["--noout", "--schema", folder + "/" + schema, file])
    }
}
