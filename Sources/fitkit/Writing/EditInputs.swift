import ArgumentParser
import FITEdit
import FITInput
import FITSupport

/// The input of `crop`, `split` and `merge` read for editing, and their outputs written.
enum EditInputs {
    /// An input read whole and sorted for editing; what lenient reading went past is said, not fatal.
    static func read(_ argument: String, _ decode: DecodeOptionGroup, _ location: LibraryOption) throws
        -> (item: InputItem, file: EditableFile)
    {
        let (item, bytes) = try WrittenFiles.read(argument, maxSize: decode.maxSize, library: location.library)
        let recovered = RecoveredFile.read(bytes)
        if recovered.messages.isEmpty {
            throw WrittenFiles.fail(item.name, .nothingRecovered("not a FIT file that can be read (try fitkit repair)"))
        }
        if let problem = recovered.problems.first, decode.options.stops(at: problem) != nil {
            complain("\(item.name): \(problem) (fitkit repair mends it; --validation lenient edits what decoded)")
            throw ExitCode.failure
        }
        return (item, EditableFile(recovered))
    }

    /// Writes one part, saying where and how many positions a privacy zone left out.
    static func write(_ part: (bytes: [UInt8], hidden: Int), to path: String, overwrite: Bool) throws(EditError) {
        do throws(OutputError) { try WrittenFiles.write(part.bytes, to: path, overwrite: overwrite) } catch {
            throw EditError.write(error.description)
        }
        var out = Output()
        out.write("written \(path)\n")
        out.flush()
        if part.hidden > 0 { complain("\(path): \(part.hidden) positions within privacy zones left out") }
    }
}
