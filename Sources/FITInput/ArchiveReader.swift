import CArchive
import FITSupport
#if canImport(Glibc)
import Glibc
#endif

/// A streaming reader over libarchive: zip and tar (plain, gzip, xz, zstd, bzip2) archives, and single
/// compressed files (`.fit.gz`, `.fit.xz`, `.fit.zst`), which libarchive's raw format reads as one entry.
/// Entries are read in order, once; nothing is extracted to disk.
final class ArchiveReader {
    private let handle: OpaquePointer
    /// Memory `open(bytes:)` reads from, kept alive as long as the reader.
    private var bytes: [UInt8] = []
    /// The display name of what is being read, for errors.
    let name: String

    /// One entry of the archive: its path inside it and whether it is a regular file.
    struct Entry {
        let path: String
        let isFile: Bool
    }

    private init(name: String) throws(InputError) {
        if let why = fitkit_archive_open() { throw InputError(path: name, reason: String(cString: why)) }
        guard let handle = archive_read_new() else { throw InputError(path: name, reason: "out of memory") }
        self.handle = handle
        self.name = name
        archive_read_support_filter_all(handle)
        archive_read_support_format_all(handle)
        // Bids last, so real archives are still recognised as such; everything else is one raw entry.
        archive_read_support_format_raw(handle)
    }

    deinit { archive_read_free(handle) }

    /// Reads the file at `path` (or standard input for "-").
    static func open(path: String) throws(InputError) -> ArchiveReader {
        let reader = try ArchiveReader(name: path)
        let rc =
            path == "-"
            ? archive_read_open_fd(reader.handle, 0, 1 << 16)
            : PathText.withCString(path) { archive_read_open_filename(reader.handle, $0, 1 << 16) }
        if rc != ARCHIVE_OK { throw reader.error() }
        return reader
    }

    /// Reads bytes already in memory (a compressed member of an archive).
    static func open(bytes: [UInt8], name: String) throws(InputError) -> ArchiveReader {
        let reader = try ArchiveReader(name: name)
        reader.bytes = bytes
        let rc = reader.bytes.withUnsafeBytes { archive_read_open_memory(reader.handle, $0.baseAddress, $0.count) }
        if rc != ARCHIVE_OK { throw reader.error() }
        return reader
    }

    /// True when the input was read as a single compressed file rather than an archive.
    var isRaw: Bool { archive_format(handle) == ARCHIVE_FORMAT_RAW }

    /// Whether any decompression filter applies (false for an uncompressed file read raw).
    var isCompressed: Bool { archive_filter_count(handle) > 1 }

    /// Bytes of the archive file consumed so far (compressed), for progress.
    var bytesConsumed: Int { Int(archive_filter_bytes(handle, -1)) }

    /// The next entry, or nil at the end of the archive.
    func next() throws(InputError) -> Entry? {
        var entry: OpaquePointer?
        let rc = archive_read_next_header(handle, &entry)
        if rc == ARCHIVE_EOF { return nil }
        if rc < ARCHIVE_WARN { throw error() }
        guard let entry else { return nil }
        let path = archive_entry_pathname(entry).map { PathText.decode($0) } ?? ""
        return Entry(path: path, isFile: archive_entry_filetype(entry) == Self.regularFile)
    }

    private static let regularFile: mode_t = 0o100000  // AE_IFREG is a cast macro Swift does not import

    /// Reads the current entry's data; 0 at its end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        let n = archive_read_data(handle, buffer.baseAddress, buffer.count)
        if n < 0 && n < Int(ARCHIVE_WARN) { throw error() }
        return max(n, 0)
    }

    private func error() -> InputError {
        let text = archive_error_string(handle).map { String(cString: $0) } ?? "unreadable archive"
        return InputError(path: name, reason: text)
    }
}

/// Every regular member of an archive with its bytes, in order (for the library, which packs and checks its
/// own archives). Members larger than `limit` bytes are an error.
public func forEachArchiveMember(
    _ path: String, limit: Int,
    _ body: (_ member: String, _ bytes: [UInt8]) throws -> Void
) throws {
    let reader = try ArchiveReader.open(path: path)
    while let entry = try reader.next() {
        guard entry.isFile else { continue }
        let spool = try Spool.fill(limit: limit, name: path + ":" + entry.path) { (buffer) throws(InputError) in
            try reader.read(into: buffer)
        }
        try body(entry.path, spool.bytes)
    }
}
