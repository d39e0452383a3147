#if canImport(Glibc)
import Glibc
#endif
import FITKit
import FITSupport

/// One FIT input found among what the user named: a file, standard input, a decompressed `.fit.gz`, or a
/// member of an archive. It can be opened any number of times, each time from its first byte.
public struct InputItem: Sendable {
    /// What the user sees: `rides/a.fit`, `export.zip:activities/1.fit.gz`, `-`.
    public let name: String
    /// The file name without folders and FIT or compression suffixes, to name outputs after: `a`, `1`.
    public let stem: String
    /// The archive it was read from and its path there, for a member of an archive.
    public let member: ArchiveMember?
    /// The library activity it is the file of, when it was named by its id; the activity's title and
    /// description (exports name the ride by them).
    public var activityID: Int64?
    public var title: String?
    public var description: String?
    private let storage: Storage

    enum Storage: Sendable {
        case file(String)
        case spool(Spool)
    }

    init(name: String, stem: String, storage: Storage, member: ArchiveMember? = nil) {
        self.name = name
        self.stem = stem
        self.storage = storage
        self.member = member
    }

    /// A new reader over the input's bytes.
    public func open() throws(InputError) -> any ByteSource {
        switch storage {
        case .file(let path): try FileSource(path: path)
        case .spool(let spool): spool.source()
        }
    }

    /// Its size in bytes as it is stored (a file's length on disk, a spool's bytes), without reading it; nil
    /// when it cannot be told (a file gone since it was found).
    public var size: Int? {
        switch storage {
        case .file(let path):
            var info = stat()
            return PathText.withCString(path, { stat($0, &info) }) == 0 ? Int(info.st_size) : nil
        case .spool(let spool): return spool.count
        }
    }

    /// An error when the input is larger than `limit` bytes, before a byte of it is read.
    public func checkSize(_ limit: Int) throws(InputError) {
        if let size, size > limit {
            throw InputError(path: name, reason: InputError.tooLarge(limit), hint: InputError.sizeHint)
        }
    }

    /// The path on disk when the input is a plain file.
    public var path: String? {
        if case .file(let path) = storage { return path }
        return nil
    }

    /// An input from bytes in memory (for callers that already hold a file, and for tests).
    public static func bytes(_ bytes: [UInt8], name: String) -> InputItem {
        let spool = Spool()
        spool.adopt(bytes)
        return InputItem(name: name, stem: InputNames.stem(of: name), storage: .spool(spool))
    }
}

/// Where a member of an archive came from: `export.zip` and `activities/1.fit.gz` for the input shown as
/// `export.zip:activities/1.fit.gz`.
public struct ArchiveMember: Sendable, Equatable {
    /// The archive as the user named it (`-` for one read from standard input).
    public let archive: String
    /// The member's path inside the archive, as the archive lists it.
    public let path: String

    /// The input's name: the archive and the member's path, joined by a colon.
    var inputName: String { archive + ":" + path }
}

/// How input names are read: which are FIT files, compressed FIT files, archives.
public enum InputNames {
    static let compressions = [".gz", ".xz", ".zst", ".bz2"]
    static let archives = [".zip", ".tar", ".tgz", ".txz", ".tar.gz", ".tar.xz", ".tar.zst", ".tar.bz2"]

    static func isFIT(_ name: String) -> Bool { name.lowercased().hasSuffix(".fit") }

    public static func isCompressedFIT(_ name: String) -> Bool {
        let lower = name.lowercased()
        return compressions.contains { lower.hasSuffix(".fit" + $0) }
    }

    public static func isArchive(_ name: String) -> Bool {
        let lower = name.lowercased()
        return archives.contains { lower.hasSuffix($0) }
    }

    /// `a/b/ride.fit.gz` -> `ride`; `-` -> `stdin`.
    /// Found from the end of the name, without splitting the path into an array of its parts and lowering the
    /// name once per suffix: every `inspect` of one file names it, and that was a fiftieth of its start.
    static func stem(of name: String) -> String {
        if name == "-" { return "stdin" }
        var base = Substring(name)
        while base.hasSuffix("/") { base = base.dropLast() }
        if let slash = base.lastIndex(of: "/") { base = base[base.index(after: slash)...] }
        if base.isEmpty { base = Substring(name) }
        var lower = base.lowercased()
        for list in [compressions, archives] {
            for suffix in list where lower.hasSuffix(suffix) {
                base = base.dropLast(suffix.count)
                lower = base.lowercased()
            }
        }
        if lower.hasSuffix(".fit") { base = base.dropLast(4) }
        return base.isEmpty ? "activity" : String(base)
    }
}

extension InputItem {
    /// A file on disk shown under another name (a library id).
    /// - Parameter stem: what outputs made from it are named after (the file's own name by default).
    public static func file(_ path: String, name: String, stem: String? = nil) -> InputItem {
        InputItem(name: name, stem: stem ?? InputNames.stem(of: path), storage: .file(path))
    }

    /// One member of an archive, read from it (the archive is read up to that member).
    public static func archiveMember(
        _ archive: String, member: String, name: String, maxFileSize: Int,
        stem: String? = nil
    ) throws(InputError) -> InputItem {
        let reader = try ArchiveReader.open(path: archive)
        while let entry = try reader.next() {
            guard !reader.isRaw, entry.path == member else { continue }
            let spool = try Spool.fill(limit: maxFileSize, name: name) { (buffer) throws(InputError) in
                try reader.read(into: buffer)
            }
            return InputItem(name: name, stem: stem ?? InputNames.stem(of: member), storage: .spool(spool))
        }
        throw InputError(path: archive, reason: "has no member \(member)", hint: "run fitkit gc to check the library")
    }
}

extension InputItem {
    /// All its bytes, refused beyond `limit` (`InputError.tooLarge`) before more is read.
    public func readAll(limit: Int) throws(InputError) -> [UInt8] {
        try checkSize(limit)
        var source = try open()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            var failure: FITError?
            let n = chunk.withUnsafeMutableBytes { b in
                do throws(FITError) { return try source.read(into: b) } catch {
                    failure = error
                    return 0
                }
            }
            if let failure { throw InputError(path: name, reason: failure.description) }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            if bytes.count > limit {
                throw InputError(path: name, reason: InputError.tooLarge(limit), hint: InputError.sizeHint)
            }
        }
    }
}
