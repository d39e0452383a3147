#if canImport(Glibc)
import Glibc
#endif

/// Reading and making files and folders, without Foundation: the one whole-file reader and the one `mkdir -p`
/// every module uses. Paths go to the system through `PathText` (any name the file system holds).
package enum Files {
    /// Why a file could not be read or a folder made: the system's error number and the path.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let path: String
        package let errno: Int32
        package var description: String { "\(path): \(String(cString: strerror(errno)))" }
    }

    /// The names in a folder (not `.` and `..`), in the order the file system gives them, each kept byte for
    /// byte as the file system has it (`PathText`: a name that is not UTF-8 still opens). The one reader of
    /// folders: the input walker, the library's store and the sweep of abandoned temporary files use it.
    package static func names(in folder: String) throws(Failure) -> [String] {
        guard let dir = PathText.withCString(folder.isEmpty ? "." : folder, { opendir($0) }) else {
            throw Failure(path: folder, errno: errno)
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { PathText.decode($0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Syncs the folder holding `path`, so that a rename into it survives a power cut.
    package static func syncFolder(of path: String) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        let fd = PathText.withCString(folder.isEmpty ? "." : folder) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if fd >= 0 { fsync(fd); close(fd) }
    }

    /// A whole file's bytes.
    package static func read(_ path: String) throws(Failure) -> [UInt8] {
        let fd = PathText.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw Failure(path: path, errno: errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, errno: errno)
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// Which file a path names (its device and inode), nil when it names none: two paths that give the same
    /// identity are one file, however they are spelt.
    package static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard PathText.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// The path with every link and `.`/`..` resolved (`realpath`), or as given when it cannot be.
    package static func canonical(_ path: String) -> String {
        guard let resolved = PathText.withCString(path, { realpath($0, nil) }) else { return path }
        defer { free(resolved) }
        return PathText.decode(resolved)
    }

    /// The first `count` bytes of a file (fewer when it is shorter), nil when it cannot be opened.
    package static func head(_ path: String, count: Int) -> [UInt8]? {
        let fd = PathText.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        return n < 0 ? nil : Array(bytes.prefix(n))
    }

    /// A whole text file, nil when it does not exist.
    package static func text(_ path: String) throws(Failure) -> String? {
        do throws(Failure) { return String(decoding: try read(path), as: UTF8.self) } catch {
            if error.errno == ENOENT { return nil }
            throw error
        }
    }

    /// Makes a folder and the folders above it that are missing (`mkdir -p`), each with `mode`.
    package static func makeFolders(_ path: String, mode: mode_t = 0o755) throws(Failure) {
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/" + part
            if PathText.withCString(built, { mkdir($0, mode) }) != 0 && errno != EEXIST {
                throw Failure(path: built, errno: errno)
            }
        }
    }
}

/// The user's folders by the XDG base directory rules: `$XDG_DATA_HOME` (else `~/.local/share`) for the
/// library, `$XDG_CONFIG_HOME` (else `~/.config`) for settings and tokens; fitkit's own folder in each.
package enum XDG {
    package static var data: String { folder("XDG_DATA_HOME", else: ".local/share") + "/fitkit" }
    package static var config: String { folder("XDG_CONFIG_HOME", else: ".config") + "/fitkit" }

    private static func folder(_ variable: String, else home: String) -> String {
        if let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty { return value }
        return (getenv("HOME").map { String(cString: $0) } ?? ".") + "/" + home
    }
}

/// The settings files' format: one `key = value` a line, `#` starting a comment, blank lines ignored. The one
/// reader of athlete.conf and fitkit.conf.
package enum KeyValueText {
    package struct Line: Sendable {
        /// From 1.
        package let number: Int
        package let key: String
        package let value: String
    }

    /// The lines that hold a setting; a line that holds something else is given with an empty key (the caller
    /// says "expected key = value").
    package static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else {
                result.append(Line(number: n + 1, key: "", value: trimmed(line)))
                continue
            }
            result.append(Line(number: n + 1, key: trimmed(parts[0]), value: trimmed(parts[1])))
        }
        return result
    }

    private static func trimmed(_ s: Substring) -> String {
        var s = s
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
