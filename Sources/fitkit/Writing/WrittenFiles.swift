#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITEdit
import FITInput
import FITLibrary
import FITSupport

/// What `repair`, `crop`, `split`, `merge` and `convert` share: reading an input whole, naming outputs, and
/// writing each file whole or not at all (`AtomicFile`: an interrupt leaves nothing partial).
enum WrittenFiles {
    /// The one input an argument names (a file, `-`, a `.fit.gz`, a library id or `sha256:` prefix), read whole.
    static func read(_ argument: String, maxSize: Int, library: String?) throws
        -> (item: InputItem, bytes: [UInt8])
    {
        let arguments = InputArguments(library: library, maxFileSize: maxSize)
        do throws(InputError) {
            let item = try arguments.single(argument)
            return (item, try item.readAll(limit: maxSize))
        } catch {
            complain(error.description)
            throw ExitCode.failure
        }
    }

    /// Where an output goes: `output` itself, or `name` inside it when it is a folder (an existing one, or
    /// one written with a trailing `/`); `name` in the current folder without `output`.
    static func path(_ output: String?, name: String) -> String {
        guard let output else { return name }
        if output.hasSuffix("/") || OutputPlan.isFolder(output) {
            return (output.hasSuffix("/") ? output : output + "/") + name
        }
        return output
    }

    /// Writes a file whole: under a temporary name, renamed into place once complete and on disk.
    static func write(_ bytes: [UInt8], to path: String, overwrite: Bool) throws(OutputError) {
        if let slash = path.lastIndex(of: "/"), path[..<slash].count > 0 {
            try? Files.makeFolders(String(path[..<slash]))
        }
        let file = try AtomicFile(path: path, overwrite: overwrite)
        file.sink.buffer.append(bytes)
        try file.commit()
    }

    /// One line for an error of an edit, naming the input.
    static func fail(_ name: String, _ error: EditError) -> ExitCode {
        complain("\(name): \(error)")
        return ExitCode.failure
    }
}

/// `--overwrite` of the commands that write FIT files.
struct WrittenFileOptions: ParsableArguments {
    @Flag(help: "Replace existing outputs (by default an existing output is an error).")
    var overwrite = false
}

/// What `crop`, `split`, `merge` and `convert` share besides their inputs: `--overwrite`, the privacy zones,
/// how inputs are read.
struct EditedFileOptions: ParsableArguments {
    @OptionGroup var written: WrittenFileOptions
    @OptionGroup var privacy: PrivacyOptions
    @OptionGroup var decode: DecodeOptionGroup

    var overwrite: Bool { written.overwrite }
}
