import ArgumentParser
import FITLibrary

struct Reparse: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reparse",
        abstract: "Decode every stored FIT file again, after a decoder upgrade; archived files are read in place.")
    @OptionGroup var location: LibraryOption
    @OptionGroup var jobs: JobsOption
    @OptionGroup var decode: DecodeOptionGroup

    func run() throws {
        let library = try location.open()
        let r = try withLibrary { () throws(LibraryError) in
            try library.reparse(options: decode.options, jobs: jobs.count)
        }
        for f in r.failures { complain("\(f.sha256): \(f.error)") }
        complain(
            "reparsed \(r.files) files: \(r.updated) activities refreshed, \(r.newlyParsed) new, "
                + "\(r.notActivities) kept as not activities, \(r.failures.count) still undecodable"
        )
        if !r.failures.isEmpty { throw ExitCode.failure }
    }
}
