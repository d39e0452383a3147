#if canImport(Glibc)
import Glibc
#endif
import FITInput
import FITKit

/// Why an export did not produce its output. Each says what happened and what to do, in one line.
public enum ExportError: Error, CustomStringConvertible {
    /// The format has nothing to say about this activity: a track format and a ride without positions.
    case nothingToExport(String)
    /// The output exists and overwriting was not asked for.
    case exists(String)
    /// Writing failed (a full disk, a closed pipe, permissions).
    case write(path: String, errno: Int32)
    /// The input could not be opened or read.
    case input(InputError)
    /// The input could not be decoded to its end (nothing is written for it in strict mode).
    case decode(FITError)

    public var description: String {
        switch self {
        case .nothingToExport(let why): why
        case .exists(let path): "\(path) exists (give --overwrite to replace it)"
        case .write(let path, let code):
            "cannot write \(path): \(String(cString: strerror(code)))"
                + (code == ENOSPC || code == EDQUOT ? " (free some disk space)" : "")
        case .input(let error): "\(error)"
        case .decode(let error): "\(error)"
        }
    }
}
