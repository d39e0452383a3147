import FITInput
import FITKit
import FITSupport

/// Why an export did not produce its output. Each says what happened and what to do, in one line.
package enum ExportError: Error, CustomStringConvertible {
    /// The format has nothing to say about this activity: a track format and a ride without positions.
    case nothingToExport(String)
    /// The output exists and overwriting was not asked for, or writing it failed.
    case output(OutputError)
    /// The input could not be opened or read.
    case input(InputError)
    /// The input could not be decoded to its end (nothing is written for it in strict mode).
    case decode(FITError)

    package var description: String {
        switch self {
        case .nothingToExport(let why): why
        case .output(let error): "\(error)"
        case .input(let error): "\(error)"
        case .decode(let error): "\(error)"
        }
    }
}

/// Runs output work (writing, committing a file), its errors as `ExportError.output`.
@inline(__always)
func writing<T>(_ body: () throws(OutputError) -> T) throws(ExportError) -> T {
    do throws(OutputError) { return try body() } catch { throw .output(error) }
}
