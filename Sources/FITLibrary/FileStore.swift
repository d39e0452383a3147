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

    /// Copies `source` to a temporary file beside `relative`, flushed to disk (`AtomicFile`, durable); `commit`
    /// then gives it its name, or `discard` removes it.
    func writeTemporary(_ source: inout some ByteSource, beside relative: String) throws(LibraryError) -> AtomicFile {
        let target = absolute(relative)
        if let slash = target.lastIndex(of: "/") { try Self.makeFolders(String(target[..<slash])) }
        let file: AtomicFile
        do throws(OutputError) { file = try AtomicFile(path: target, overwrite: true, durable: true) } catch {
            throw LibraryError(error)
        }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
        defer { chunk.deallocate() }
        do {
            while true {
                let n = try source.read(into: chunk)
                if n == 0 { break }
                try file.sink.flush(then: UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
            }
            try file.prepare()
        } catch let error as OutputError {
            file.discard()
            throw LibraryError(error)
        } catch {
            file.discard()
            throw LibraryError.io(path: target, errno: EIO)
        }
        return file
    }

    /// Moves a file written by `writeTemporary` into place (atomic) and syncs its folder.
    func commit(_ file: AtomicFile) throws(LibraryError) {
        do throws(OutputError) { try file.commit() } catch { throw LibraryError(error) }
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

    /// What names of files being written contain (`AtomicFile`'s mark, which archives being packed share).
    static let temporaryMark = AtomicFile.mark

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
