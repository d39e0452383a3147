#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FITKit
import FITSupport

/// Reads a file, or standard input, through its file descriptor.
public final class FileSource: ByteSource {
    private let fd: Int32
    private let ownsDescriptor: Bool
    public let path: String

    /// Opens `path`; "-" means standard input.
    public init(path: String) throws(InputError) {
        self.path = path
        if path == "-" {
            fd = 0
            ownsDescriptor = false
            return
        }
        let fd = PathText.withCString(path) { open($0, O_RDONLY) }
        guard fd >= 0 else { throw InputError(path: path, errno: errno) }
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw InputError(path: path, errno: EISDIR)
        }
        self.fd = fd
        ownsDescriptor = true
    }

    deinit { if ownsDescriptor { close(fd) } }

    public var isStandardInput: Bool { !ownsDescriptor }

    /// Seeks back to the start, for a second pass; false for pipes.
    public func rewind() -> Bool { lseek(fd, 0, SEEK_SET) == 0 }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(FITError) -> Int {
        while true {
            let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw FITError(.io, at: 0, found: String(cString: strerror(errno)))
        }
    }
}

/// An input that cannot be opened or read: a missing file, an unreadable archive, a member too large.
public struct InputError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    /// What the user can do about it.
    public let hint: String?

    public init(path: String, reason: String, hint: String? = nil) {
        self.path = path
        self.reason = reason
        self.hint = hint
    }

    public init(path: String, errno: Int32) {
        let hint: String =
            switch errno {
            case ENOENT: "check the path"
            case EACCES: "check the file's permissions"
            case EISDIR: "give a FIT file, not a folder"
            case ENOSPC, EDQUOT: "free some disk space"
            default: "check the file"
            }
        self.init(path: path, reason: String(cString: strerror(errno)), hint: hint)
    }

    public var description: String { hint.map { "\(path): \(reason) (\($0))" } ?? "\(path): \(reason)" }
}
