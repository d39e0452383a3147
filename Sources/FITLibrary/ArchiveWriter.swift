import FITSupport
import CArchive
#if canImport(Glibc)
import Glibc
#endif

/// Writes a compressed archive of whole files with libarchive: tar + zstd (the default, where the system
/// libarchive has zstd), tar + xz, or zip.
final class ArchiveWriter {
    private let handle: OpaquePointer
    private let path: String

    /// Writes into `file` (an `AtomicFile`'s descriptor), named `path` in messages; the caller syncs and closes
    /// the file.
    init(descriptor: Int32, path: String, format: ArchiveFormat) throws(LibraryError) {
        if let why = fitkit_archive_open() { throw LibraryError.unavailable(String(cString: why)) }
        guard let a = archive_write_new() else { throw LibraryError.archive("\(path): out of memory") }
        handle = a
        self.path = path
        let rc: Int32 =
            switch format {
            case .tarZst:
                archive_write_set_format_pax_restricted(a) == ARCHIVE_OK
                    ? archive_write_add_filter_zstd(a) : ARCHIVE_FATAL
            case .tarXz:
                archive_write_set_format_pax_restricted(a) == ARCHIVE_OK
                    ? archive_write_add_filter_xz(a) : ARCHIVE_FATAL
            case .zip:
                archive_write_set_format_zip(a) == ARCHIVE_OK
                    ? archive_write_set_options(a, "zip:compression=deflate") : ARCHIVE_FATAL
            }
        guard rc >= ARCHIVE_WARN, archive_write_open_fd(a, descriptor) == ARCHIVE_OK else {
            defer { archive_write_free(a) }
            throw error()
        }
    }

    deinit { archive_write_free(handle) }

    /// Whether this libarchive can write zstd (Debian 12's can).
    static var hasZstd: Bool {
        guard fitkit_archive_open() == nil, let a = archive_write_new() else { return false }
        defer { archive_write_free(a) }
        return archive_write_add_filter_zstd(a) == ARCHIVE_OK
    }

    func add(member: String, bytes: UnsafeRawBufferPointer, modified: Int64) throws(LibraryError) {
        let entry = archive_entry_new()
        defer { archive_entry_free(entry) }
        archive_entry_set_pathname(entry, member)
        archive_entry_set_size(entry, Int64(bytes.count))
        archive_entry_set_filetype(entry, 0o100000)  // AE_IFREG, a macro Swift does not import
        archive_entry_set_perm(entry, 0o644)
        archive_entry_set_mtime(entry, time_t(modified), 0)
        guard archive_write_header(handle, entry) >= ARCHIVE_WARN else { throw error() }
        var done = 0
        while done < bytes.count {
            let n = archive_write_data(handle, bytes.start + done, bytes.count - done)
            guard n > 0 else { throw error() }
            done += n
        }
    }

    func add(member: String, bytes: [UInt8], modified: Int64) throws(LibraryError) {
        var failure: LibraryError?
        bytes.withUnsafeBytes { buffer in
            do throws(LibraryError) { try add(member: member, bytes: buffer, modified: modified) } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Finishes the archive and syncs it to disk.
    /// Finishes the archive (its last blocks written; the descriptor stays open).
    func close() throws(LibraryError) {
        guard archive_write_close(handle) == ARCHIVE_OK else { throw error() }
    }

    /// libarchive's message, or for a full disk (or a file size limit) one that says so: nothing was archived,
    /// every file is kept where it was (the caller deletes nothing before an archive is whole).
    private func error() -> LibraryError {
        let code = archive_errno(handle)
        if code == ENOSPC || code == EDQUOT || code == EFBIG {
            let why = code == EFBIG ? "the file size limit was reached" : "the disk is full"
            return LibraryError.archive(
                "cannot write the archive: \(why) (\(String(cString: strerror(code)))); nothing was archived and every "
                    + "file is kept where it was: free some space and run fitkit archive again")
        }
        let text = archive_error_string(handle).map { String(cString: $0) } ?? "cannot write the archive"
        return LibraryError.archive("\(path): \(text)")
    }
}
