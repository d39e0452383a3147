#if canImport(Glibc)
import Glibc
#endif

/// Writes all of `bytes` to `fd`, again after a short write or an interrupted call (EINTR): the one write loop
/// every file fitkit writes goes through.
/// - Returns: 0 when all was written, else the `errno` of the write that failed (EIO for one that wrote nothing).
package func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    var done = 0
    while done < bytes.count {
        let n = write(fd, bytes.start + done, bytes.count - done)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return n < 0 ? errno : EIO }
        done += n
    }
    return 0
}
