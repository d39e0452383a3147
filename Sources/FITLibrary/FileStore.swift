#if canImport(Glibc)
import Glibc
#endif
import FITKit
import FITSupport

/// The folder of original FIT files: writes that are whole or absent, and the plain file operations the
/// library needs. Paths given to it are relative to the library folder.
struct FileStore {
    let root: String

    func absolute(_ relative: String) -> String { root + "/" + relative }

    /// `mkdir -p` (`Files.makeFolders`), its failure as the library's.
    static func makeFolders(_ path: String) throws(LibraryError) {
        do throws(Files.Failure) { try Files.makeFolders(path) } catch {
            throw LibraryError.io(path: error.path, errno: error.errno)
        }
    }

    /// Copies `source` to a temporary file beside `relative`, flushed to disk; returns its absolute path.
    /// `commit` then moves it into place.
    func writeTemporary(_ source: inout some ByteSource, beside relative: String) throws(LibraryError) -> String {
        let target = absolute(relative)
        let folder = String(target[..<target.lastIndex(of: "/")!])
        try Self.makeFolders(folder)
        var template = Array("\(target)\(Self.temporaryMark)XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw LibraryError.io(path: target, errno: errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
        defer { chunk.deallocate(); close(fd) }
        do {
            while true {
                let n = try source.read(into: chunk)
                if n == 0 { break }
                let code = writeAll(fd, UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
                if code != 0 { throw LibraryError.io(path: target, errno: code) }
            }
            guard fsync(fd) == 0 else { throw LibraryError.io(path: target, errno: errno) }
        } catch let error as LibraryError {
            unlink(temporary)
            throw error
        } catch {
            unlink(temporary)
            throw LibraryError.io(path: target, errno: EIO)
        }
        fchmod(fd, 0o644)
        return temporary
    }

    /// Moves a temporary file into place (atomic), and syncs the folder so the rename survives a crash.
    func commit(_ temporary: String, to relative: String) throws(LibraryError) {
        let target = absolute(relative)
        guard rename(temporary, target) == 0 else { throw LibraryError.io(path: target, errno: errno) }
        syncFolder(of: target)
    }

    func syncFolder(of path: String) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY)
        if fd >= 0 { fsync(fd); close(fd) }
    }

    func remove(_ relative: String) { unlink(absolute(relative)) }

    func exists(_ relative: String) -> Bool { access(absolute(relative), F_OK) == 0 }

    static func size(_ path: String) -> Int64? {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : nil
    }

    /// Files being written (`writeTemporary`, archives being packed) under `files` and `archives`: debris when
    /// no process holds the store's lock.
    func temporaryFiles() -> [String] {
        (files(under: "files") + files(under: "archives")).filter { $0.contains(Self.temporaryMark) }
    }

    /// What names of files being written contain.
    static let temporaryMark = ".partial-"

    /// Every regular file under `relative`, as paths relative to the root.
    func files(under relative: String) -> [String] {
        guard let names = try? Files.names(in: absolute(relative)) else { return [] }
        var result: [String] = []
        for name in names {
            let path = relative + "/" + name
            var info = stat()
            guard PathText.withCString(absolute(path), { stat($0, &info) }) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR { result += files(under: path) } else { result.append(path) }
        }
        return result.sorted()
    }
}
