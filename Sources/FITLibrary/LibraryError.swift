import FITInput
import FITKit
import FITSupport
#if canImport(Glibc)
import Glibc
#endif

/// What went wrong in the library, in one line with what to do.
public enum LibraryError: Error, CustomStringConvertible {
    case database(path: String, message: String)
    case io(path: String, errno: Int32)
    case notFound(String)
    case input(InputError)
    case archive(String)
    /// A system library (SQLite, libcrypto, libarchive) could not be loaded; the message names its package.
    case unavailable(String)
    /// An input whose bytes are not a FIT file: nothing was stored.
    case notFIT(String, FITError)
    /// What was asked would lose or mix up rides; the message says why and how to go on.
    case refused(String)
    /// No library at the folder given, and the command only reads one.
    case noLibrary(String)

    public var description: String {
        switch self {
        case .database(let path, let message): "\(path): \(message)"
        case .io(let path, let code): InputError(path: path, errno: code).description
        case .notFound(let id): "no activity \(id) in the library (fitkit list shows them)"
        case .input(let e): e.description
        case .archive(let why), .unavailable(let why), .refused(let why): why
        case .notFIT(let name, let e): "\(name): not a FIT file (\(e)); nothing stored"
        case .noLibrary(let folder):
            "no library at \(folder) (check --library; fitkit import creates one)"
        }
    }
}

extension LibraryError {
    /// A failed write of the library's files, as the library says it.
    init(_ error: OutputError) {
        switch error {
        case .write(let path, let code): self = .io(path: path, errno: code)
        case .exists(let path): self = .io(path: path, errno: EEXIST)
        }
    }
}
