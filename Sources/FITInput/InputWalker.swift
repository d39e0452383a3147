#if canImport(Glibc)
import Glibc
#endif
import FITKit
import FITSupport

/// Turns what the user named (files, folders, `-`, `.fit.gz`, zip and tar archives, a Strava bulk export)
/// into FIT inputs, one at a time and in order, reading archives as streams. Folders are walked recursively in
/// name order, as `find -L` walks them: each folder once, however many links lead to it (two links to `.` do not
/// make a walk that never ends), and only regular files are read (a FIFO would block, `/dev/zero` never end).
/// Members that are not FIT files (a bulk export's GPX files and `activities.csv`) are skipped and reported as
/// such, not as failures.
public struct InputWalker {
    public enum Found {
        case input(InputItem)
        /// Not a FIT file: named with its reason, counted by callers.
        case skipped(name: String, reason: String)
        /// Named as an input but unreadable: a missing file, a damaged archive, a member over the size limit.
        case failed(InputError)
    }

    /// No single input may be larger (the decoder's own limit, applied to decompressed sizes too).
    public let maxFileSize: Int

    public init(maxFileSize: Int = DecodeOptions().maxFileSize) {
        self.maxFileSize = maxFileSize
    }

    /// Calls `visit` for every input under `paths`, in order; `progress` follows with the bytes of the named
    /// files and folders read so far (archives count their compressed bytes) and their total.
    public func walk(
        _ paths: [String], progress: ((_ done: Int, _ total: Int) -> Void)? = nil,
        _ visit: (Found) -> Void
    ) {
        let total = progress == nil ? 0 : paths.reduce(0) { $0 + Self.size(of: $1) }
        var done = 0
        let visited = Visited()
        for path in paths {
            let base = done
            var found = 0
            walk(path, named: true, visited) { item, consumed in
                found += 1
                visit(item)
                done = base + consumed
                progress?(done, total)
            }
            // A folder named on the command line that holds nothing to read is said, not passed over in silence.
            if found == 0 {
                visit(
                    .failed(
                        InputError(
                            path: path, reason: "a folder with no FIT files in it",
                            hint: "name FIT files, or a folder that holds some")))
            }
            done = base + Self.size(of: path)
            progress?(min(done, total), total)
        }
    }

    /// The folders a walk has entered, by device and inode: each is entered once.
    final class Visited {
        var folders: Set<[UInt64]> = []
        /// Whether the folder `info` describes is new to the walk (and now entered).
        func enter(_ info: stat) -> Bool { folders.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted }
    }

    /// Bytes of a file, or of the regular files under a folder (each folder counted once).
    static func size(of path: String, _ visited: Visited = Visited()) -> Int {
        var info = stat()
        guard path != "-", PathText.withCString(path, { stat($0, &info) }) == 0 else { return 0 }
        guard info.st_mode & S_IFMT == S_IFDIR else { return info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0 }
        guard visited.enter(info), let names = try? Files.names(in: path) else { return 0 }
        return names.reduce(0) { $0 + size(of: path + "/" + $1, visited) }
    }

    /// Visits with the bytes of this path consumed after each input.
    private typealias Visit = (Found, Int) -> Void

    private func walk(_ path: String, named: Bool, _ visited: Visited, _ visit: Visit) {
        if path == "-" { return standardInput(visit) }
        var info = stat()
        guard PathText.withCString(path, { stat($0, &info) }) == 0 else {
            return visit(.failed(InputError(path: path, errno: errno)), 0)
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            guard visited.enter(info) else {
                return visit(.skipped(name: path, reason: "a folder already read (through another link)"), 0)
            }
            return directory(path, visited, visit)
        }
        // In a folder only regular files are read: a FIFO would block, a device such as /dev/zero never end. A
        // file named on the command line is read whatever it is (a pipe from the shell's <(…)), within --max-size.
        if !named && info.st_mode & S_IFMT != S_IFREG {
            return visit(.skipped(name: path, reason: "not a regular file (a FIFO, a device or a socket)"), 0)
        }
        let size = Int(info.st_size)
        if InputNames.isFIT(path) {
            return visit(.input(InputItem(name: path, stem: InputNames.stem(of: path), storage: .file(path))), size)
        }
        if InputNames.isCompressedFIT(path) || InputNames.isArchive(path) { return archive(path, visit) }
        if named {
            // A file named on the command line is read whatever its name: FIT by its signature, else libarchive.
            if Self.hasFITSignature(path) {
                return visit(.input(InputItem(name: path, stem: InputNames.stem(of: path), storage: .file(path))), size)
            }
            return archive(path, visit)
        }
        visit(.skipped(name: path, reason: "not a FIT file or archive"), size)
    }

    private func directory(_ path: String, _ visited: Visited, _ visit: Visit) {
        let names: [String]
        do throws(Files.Failure) { names = try Files.names(in: path) } catch {
            return visit(.failed(InputError(path: path, errno: error.errno)), 0)
        }
        let base = path.hasSuffix("/") ? path : path + "/"
        var done = 0
        for name in names.sorted() {
            let before = done
            walk(base + name, named: false, visited) { found, consumed in
                done = before + consumed
                visit(found, done)
            }
            done = before + Self.size(of: base + name, Visited())
        }
    }

    /// The FIT inputs of an archive (or compressed file) held in memory, as standard input's would be walked:
    /// for the fuzz target of the archive walker, and for callers that hold an archive's bytes.
    package func walk(archiveBytes bytes: [UInt8], name: String, _ visit: (Found) -> Void) {
        do {
            try members(of: ArchiveReader.open(bytes: bytes, name: name)) { found, _ in visit(found) }
        } catch {
            visit(.failed(error))
        }
    }

    /// Standard input, read as it comes through libarchive: a FIT file (read raw), a compressed FIT file, or an
    /// archive whose members are read one after another. The size limit holds for each file, not for the
    /// stream: a tar of a thousand rides on a pipe is never held whole.
    private func standardInput(_ visit: Visit) {
        // A FIT file redirected from the disk (`< ride.fit`) is read without libarchive.
        if let head = Self.standardInputHead(), head.count < 12 || FITSignature.starts(head) {
            return plainStandardInput(visit)
        }
        let reader: ArchiveReader
        do { reader = try ArchiveReader.open(path: "-") } catch { return visit(.failed(error), 0) }
        var visited = false
        do {
            try members(of: reader, standardInput: true) { found, bytes in
                visited = true
                visit(found, bytes)
            }
        } catch {
            visited = true
            visit(.failed(error), reader.bytesConsumed)
        }
        // Nothing at all on standard input: an input the decoder says is not FIT.
        if !visited {
            let empty = (try? Spool.fill(limit: 0, name: "-") { _ in 0 })
            if let empty { visit(.input(InputItem(name: "-", stem: "stdin", storage: .spool(empty))), 0) }
        }
    }

    /// Whether standard input is a file on disk starting with a FIT header: such an input is read as it is,
    /// streamed, with no copy.
    public static func standardInputIsPlainFIT() -> Bool { standardInputHead().map(FITSignature.starts) ?? false }

    /// Up to 12 bytes of standard input where it stands, looked at without reading them away; nil when it is
    /// not a file on disk (a pipe can only be read once).
    static func standardInputHead() -> [UInt8]? {
        var info = stat()
        guard fstat(0, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var head = [UInt8](repeating: 0, count: 12)
        let at = lseek(0, 0, SEEK_CUR)
        let n = head.withUnsafeMutableBytes { pread(0, $0.baseAddress, 12, max(at, 0)) }
        return Array(head.prefix(max(n, 0)))
    }

    /// Standard input as one FIT file, held to the size limit.
    private func plainStandardInput(_ visit: Visit) {
        do {
            let stdin = try Spool.fill(limit: maxFileSize, name: "-") { (buffer) throws(InputError) in
                while true {
                    let n = read(0, buffer.baseAddress, buffer.count)
                    if n >= 0 { return n }
                    if errno != EINTR { throw InputError(path: "-", errno: errno) }
                }
            }
            visit(.input(InputItem(name: "-", stem: "stdin", storage: .spool(stdin))), 0)
        } catch {
            visit(.failed(error), 0)
        }
    }

    private func archive(_ path: String, _ visit: Visit) {
        var reader: ArchiveReader?
        do {
            let opened = try ArchiveReader.open(path: path)
            reader = opened
            try members(of: opened, visit)
        } catch {
            visit(.failed(error), reader?.bytesConsumed ?? 0)
        }
    }

    /// The FIT members of an archive, or the one file a compressed file holds (on standard input, also a file
    /// that is neither, read as it is: the decoder says what it is).
    private func members(of reader: ArchiveReader, standardInput: Bool = false, _ visitWithBytes: Visit)
        throws(InputError)
    {
        let outer = reader.name
        func visit(_ found: Found) { visitWithBytes(found, reader.bytesConsumed) }
        while let entry = try reader.next() {
            if reader.isRaw {
                if standardInput && !reader.isCompressed {
                    let spool = try spool(reader, name: outer)
                    return visit(.input(InputItem(name: "-", stem: "stdin", storage: .spool(spool))))
                }
                guard reader.isCompressed else {
                    return visit(.skipped(name: outer, reason: "not a FIT file, archive or compressed file"))
                }
                let spool = try spool(reader, name: outer)
                return visit(.input(InputItem(name: outer, stem: InputNames.stem(of: outer), storage: .spool(spool))))
            }
            guard entry.isFile else { continue }
            let member = ArchiveMember(archive: outer, path: entry.path)
            let name = member.inputName
            if InputNames.isFIT(entry.path) {
                do {
                    visit(
                        .input(
                            InputItem(
                                name: name, stem: InputNames.stem(of: entry.path),
                                storage: .spool(try spool(reader, name: name)), member: member)))
                } catch  where error.isSizeLimit {
                    visit(.failed(error))  // the archive reads on: the next member is fine
                }
            } else if InputNames.isCompressedFIT(entry.path) {
                do {
                    let compressed = try spool(reader, name: name)
                    let inner = try ArchiveReader.open(bytes: compressed.bytes, name: name)
                    guard try inner.next() != nil, inner.isRaw else {
                        visit(.failed(InputError(path: name, reason: "not a compressed FIT file")))
                        continue
                    }
                    visit(
                        .input(
                            InputItem(
                                name: name, stem: InputNames.stem(of: entry.path),
                                storage: .spool(try spool(inner, name: name)), member: member)))
                } catch  where error.path == name {
                    visit(.failed(error))
                }
            } else {
                visit(
                    .skipped(
                        name: name,
                        reason: InputNames.isArchive(entry.path)
                            ? "archives inside archives are not read" : "not a FIT file"))
            }
        }
    }

    private func spool(_ reader: ArchiveReader, name: String) throws(InputError) -> Spool {
        try Spool.fill(limit: maxFileSize, name: name) { (buffer) throws(InputError) in try reader.read(into: buffer) }
    }

    private static func hasFITSignature(_ path: String) -> Bool {
        let fd = PathText.withCString(path) { open($0, O_RDONLY) }
        guard fd >= 0 else { return true }  // let the decoder report why it cannot be read
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 12)
        let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, 12) }
        return n == 12 && FITSignature.starts(head)
    }

}

extension InputError {
    var isSizeLimit: Bool { hint == Self.sizeHint }

    /// What an input over the size limit is said to be, and what to do.
    static func tooLarge(_ limit: Int) -> String { "larger than the \(limit)-byte limit" }
    static let sizeHint = "raise it with --max-size"
}
