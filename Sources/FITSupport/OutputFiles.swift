#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Why output could not be written. Each says what happened and what to do, in one line.
@usableFromInline package enum OutputError: Error, CustomStringConvertible {
    /// The output exists and overwriting was not asked for.
    case exists(String)
    /// Writing failed (a full disk, a closed pipe, permissions).
    case write(path: String, errno: Int32)

    @usableFromInline package var description: String {
        switch self {
        case .exists(let path): "\(path) exists (give --overwrite to replace it)"
        case .write(let path, let code):
            "cannot write \(path): \(String(cString: strerror(code)))"
                + (code == ENOSPC || code == EDQUOT ? " (free some disk space)" : "")
        }
    }
}

/// Buffered output to a file descriptor: the one place output is written. Writers append to `buffer` and call
/// `flushIfFull` now and then; write errors (a full disk, a closed pipe) surface as `OutputError.write`.
@usableFromInline package final class TextSink {
    @usableFromInline package let buffer: ByteBuffer
    private let fd: Int32
    /// The name errors give: the final path, or "standard output".
    package let name: String
    package private(set) var bytesWritten = 0

    package init(fd: Int32, name: String, capacity: Int = 1 << 19) {
        self.fd = fd
        self.name = name
        buffer = ByteBuffer(capacity: capacity)
    }

    /// Where the next byte appended will be in the output.
    package var position: Int { bytesWritten + buffer.count }

    /// Overwrites bytes already appended at `position` (still buffered, or written to a seekable file).
    package func patch(at position: Int, _ bytes: [UInt8]) throws(OutputError) {
        if position >= bytesWritten {
            let start = UnsafeMutableRawPointer(mutating: buffer.bytes.start) + (position - bytesWritten)
            bytes.withUnsafeBytes { start.copyMemory(from: $0.start, byteCount: bytes.count) }
            return
        }
        let n = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(position)) }
        if n != bytes.count { throw OutputError.write(path: name, errno: n < 0 ? errno : EIO) }
    }

    @inlinable @inline(__always)
    package func flushIfFull() throws(OutputError) {
        if buffer.count >= 1 << 18 { try flush() }
    }

    @usableFromInline package func flush() throws(OutputError) {
        try write(buffer)
        buffer.removeAll()
    }

    /// Writes what is buffered, then all of `other` (bytes filled elsewhere) after it.
    package func flush(then other: UnsafeRawBufferPointer) throws(OutputError) {
        try flush()
        try write(other)
    }

    private func write(_ bytes: ByteBuffer) throws(OutputError) { try write(bytes.bytes) }

    private func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        let code = writeAll(fd, bytes)
        guard code == 0 else { throw OutputError.write(path: name, errno: code) }
        bytesWritten += bytes.count
    }
}

/// A file written under a temporary name beside its final path and renamed into place only when complete
/// and flushed to disk, so an interrupted or failed write never leaves a partial file under the final name:
/// the one such writer (exports, pictures, edited files, settings, the library's files). A `durable` file's
/// folder is synced after the rename too, so that the rename survives a power cut (the library's originals,
/// which its database names once committed).
///
/// The temporary name holds the writer's process id (`.NAME.partial-PID-XXXXXX`): the first file a process
/// writes into a folder removes the temporary files there whose process is gone (killed with SIGKILL, which
/// leaves no chance to clean up). An output that exists and is not a regular file (a device such as
/// `/dev/stdout` or `/dev/full`, a FIFO) is written straight into, as standard output is.
package final class AtomicFile {
    package let path: String
    private let temporaryPath: String?
    private let overwrite: Bool
    private let durable: Bool
    package let sink: TextSink
    private var finished = false
    /// Flushed and synced to disk, waiting for `commit` to give it its name.
    private var prepared = false

    /// - Parameters:
    ///   - overwrite: replace an existing file; otherwise `commit` fails if `path` appeared meanwhile.
    ///   - mode: the new file's permissions (0600 for a secret: the temporary file is made so, never wider).
    ///   - durable: sync the folder after the rename.
    package init(path: String, overwrite: Bool, mode: mode_t = 0o644, durable: Bool = false) throws(OutputError) {
        self.durable = durable
        if Self.writesDirectly(path) {
            let fd = PathText.withCString(path) { open($0, O_WRONLY | O_CLOEXEC) }
            guard fd >= 0 else { throw OutputError.write(path: path, errno: errno) }
            self.path = path
            temporaryPath = nil
            self.overwrite = true
            sink = TextSink(fd: fd, name: path)
            self.fd = fd
            return
        }
        if !overwrite && PathText.withCString(path, { access($0, F_OK) }) == 0 { throw OutputError.exists(path) }
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        Self.removeAbandoned(in: dir)
        var template =
            PathText.bytes("\(dir).\(base)\(Self.mark)\(getpid())-XXXXXX").map { CChar(bitPattern: $0) } + [0]
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.start) }
        guard fd >= 0 else { throw OutputError.write(path: path, errno: errno) }
        fchmod(fd, mode)
        self.path = path
        let temporaryPath = PathText.decode(template.dropLast().map { UInt8(bitPattern: $0) })
        self.temporaryPath = temporaryPath
        self.overwrite = overwrite
        self.sink = TextSink(fd: fd, name: path)
        self.fd = fd
        cleanupSlot = InterruptCleanup.add(temporaryPath)
    }

    private let fd: Int32
    /// Its slot among the files an interrupt removes.
    private var cleanupSlot: Int?

    /// Whether an output goes straight into `path` rather than through a temporary file: a device (`/dev/...`,
    /// whatever it stands for: `/dev/stdout` may be a pipe or a file), or an existing FIFO or socket. Such an
    /// output cannot be read back or sought in.
    package static func writesDirectly(_ path: String) -> Bool {
        if path.hasPrefix("/dev/") { return true }
        var info = stat()
        guard PathText.withCString(path, { stat($0, &info) }) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }

    /// What a temporary file's name holds after its final name.
    package static let mark = ".partial-"

    /// Folders whose abandoned temporary files this process has removed already.
    private static let swept = Mutex<Set<String>>([])

    /// Removes `.NAME.partial-PID-…` files in `folder` (`""` for the current one) whose process is gone.
    static func removeAbandoned(in folder: String) {
        guard swept.withLock({ $0.insert(folder).inserted }) else { return }
        guard let names = try? Files.names(in: folder) else { return }
        for name in names {
            guard name.hasPrefix("."), let mark = name.ranges(of: Self.mark).last else { continue }
            let rest = name[mark.upperBound...]
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0,
                kill(pid, 0) != 0 && errno == ESRCH
            else { continue }
            PathText.withCString(folder + name) { _ = unlink($0) }
        }
    }

    /// The bytes written so far through `sink`.
    package var size: Int { sink.position }

    /// The open file, for a writer that writes it itself (libarchive) instead of through `sink`.
    package var descriptor: Int32 { fd }

    /// Where the bytes are until `commit`: to read them back before they take their name.
    package var writtenPath: String { temporaryPath ?? path }

    /// Flushes and syncs the file to disk under its temporary name: the first half of `commit`, for a caller that
    /// records the file elsewhere (a database row) before it takes its name.
    package func prepare() throws(OutputError) {
        guard !prepared, temporaryPath != nil else { return }
        do throws(OutputError) {
            try sink.flush()
            guard fsync(fd) == 0 else { throw OutputError.write(path: path, errno: errno) }
            close(fd)
            prepared = true
        } catch {
            discard()
            throw error
        }
    }

    /// Flushes, syncs and moves the file to its final name.
    package func commit() throws(OutputError) {
        guard let temporaryPath else {
            // Written straight into a device or FIFO: what is buffered goes out, and that is all.
            defer { close(fd); finished = true }
            try sink.flush()
            return
        }
        try prepare()
        do throws(OutputError) {
            finished = true
            if overwrite {
                guard Self.rename(temporaryPath, path) == 0 else { throw OutputError.write(path: path, errno: errno) }
            } else {
                // link(2) fails if the name exists: no file that appeared meanwhile is replaced.
                guard
                    PathText.withCString(temporaryPath, { from in PathText.withCString(path) { link(from, $0) } }) == 0
                else {
                    throw errno == EEXIST ? OutputError.exists(path) : OutputError.write(path: path, errno: errno)
                }
                PathText.withCString(temporaryPath) { _ = unlink($0) }
            }
            InterruptCleanup.clear(cleanupSlot)
            if durable { Files.syncFolder(of: path) }
        } catch {
            discard()
            throw error
        }
    }

    /// Removes the temporary file; the final name is untouched.
    package func discard() {
        if !finished && !prepared { close(fd) }
        finished = true
        guard let temporaryPath else { return }
        PathText.withCString(temporaryPath) { _ = unlink($0) }
        InterruptCleanup.clear(cleanupSlot)
    }

    deinit { if !finished { discard() } }

    private static func rename(_ from: String, _ to: String) -> Int32 {
        PathText.withCString(from) { from in PathText.withCString(to) { Glibc.rename(from, $0) } }
    }
}

/// Removes the file being written when the process is interrupted (Ctrl-C, kill), so that no partial file is
/// left behind, not even under its temporary name. Exports write one file at a time.
package enum InterruptCleanup {
    /// The temporary files being written, one slot per writer (`--jobs` writes several at once); a slot holds
    /// a `strdup`ed path or nil. The signal handler reads the slots as they are: each is one pointer, stored
    /// whole.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
        slots.initialize(repeating: nil, count: slotCount)
        return slots
    }()
    static let slotCount = 512
    private static let lock = Mutex<Void>(())

    /// Records a temporary file to remove on an interrupt; returns its slot (nil when every slot is taken,
    /// and the file is then left for the next run to sweep: `AtomicFile.removeAbandoned`).
    static func add(_ path: String) -> Int? {
        _ = installed
        return lock.withLock { _ in
            guard let free = (0..<slotCount).first(where: { slots[$0] == nil }) else { return nil }
            slots[free] = PathText.withCString(path) { strdup($0) }
            return free
        }
    }

    static func clear(_ slot: Int?) {
        guard let slot else { return }
        lock.withLock { _ in
            let p = slots[slot]
            slots[slot] = nil
            free(p)
        }
    }

    /// The handlers, installed when the first temporary file is: a command is interrupted the ordinary way until
    /// it has something to remove.
    private static let installed: Void = install()

    /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove the pending files and exit 130, for each
    /// signal that has no handler yet (sync's own stops at the next file and cleans up as it goes; a signal
    /// ignored by the caller, as `nohup` does, stays ignored).
    private static func install() {
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
            signal(sig) { _ in
                for i in 0..<InterruptCleanup.slotCount { if let p = InterruptCleanup.slots[i] { unlink(p) } }
                _exit(130)
            }
        }
    }
}
