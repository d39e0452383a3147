#if canImport(Glibc)
import Glibc
#endif
import FITSupport

/// The definitions a thread has read, by their bytes: every reader on the thread is given the same object for
/// the same definition bytes, in any file, so that what is worked out from a definition alone
/// (`MessageDefinition.sharedPlan`: its `DecodePlan`, a summary's record fields) is worked out once for a whole
/// folder, and a file that sends the same definition again and again (a Suunto file sends 5,868 of 9 kinds for
/// 6,849 messages) reads each once. A folder's files come from a few devices, which send the same few dozen.
///
/// One per thread, not one per process: objects shared by threads that read at once have their reference
/// counts changed from two cores, and that traffic cost more than the plans saved (`--jobs 2` over 50 copies
/// of the Suunto file took 1.36x as long). Only definitions read without a problem are kept; past `limit`
/// the table starts again (what readers hold stays theirs).
final class DefinitionRegistry {
    /// This thread's registry.
    static var current: DefinitionRegistry {
        if let kept = pthread_getspecific(key) {
            return Unmanaged<DefinitionRegistry>.fromOpaque(kept).takeUnretainedValue()
        }
        let registry = DefinitionRegistry()
        pthread_setspecific(key, Unmanaged.passRetained(registry).toOpaque())
        return registry
    }

    /// The key of each thread's registry, released when its thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { kept in
            // Called only for a thread whose value is set (never with null).
            if let kept { Unmanaged<DefinitionRegistry>.fromOpaque(kept).release() }
        }
        return key
    }()

    static let limit = 2048

    /// Open addressing over arrays (no dictionary: the first of a new key type costs a scan of every protocol
    /// conformance at start-up): `slots` holds indices into `entries`, -1 where empty, probed from the hash.
    /// Twice the entries at least, grown as they come: a process that reads one small file pays for a few.
    private var slots = [Int32](repeating: -1, count: 32)
    private var entries: [(hash: UInt64, bytes: [UInt8], definition: MessageDefinition)] = []

    /// FNV-1a over a definition's bytes.
    static func hash(_ start: UnsafeRawPointer, _ count: Int) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in 0..<count { h = (h ^ UInt64(start.load(fromByteOffset: i, as: UInt8.self))) &* 0x100_0000_01b3 }
        return h
    }

    /// The definition kept for `count` bytes at `start` (whose hash is `hash`), or nil and the empty slot the
    /// bytes would take.
    private func probe(_ start: UnsafeRawPointer, count: Int, hash: UInt64) -> (kept: MessageDefinition?, slot: Int) {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            if entry.hash == hash && entry.bytes.count == count
                && entry.bytes.withUnsafeBytes({ memcmp($0.start, start, count) == 0 })
            {
                return (entry.definition, slot)
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (nil, slot)
    }

    /// The definition kept for `count` bytes at `start`, if any.
    func find(_ start: UnsafeRawPointer, count: Int, hash: UInt64) -> MessageDefinition? {
        probe(start, count: count, hash: hash).kept
    }

    /// Keeps `definition` for its bytes (which no definition is kept for).
    func add(_ definition: MessageDefinition, bytes start: UnsafeRawPointer, count: Int, hash: UInt64) {
        if entries.count == Self.limit {
            entries.removeAll(keepingCapacity: true)
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        } else if entries.count * 2 >= slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for (index, entry) in entries.enumerated() {
                var slot = Int(truncatingIfNeeded: entry.hash) & (slots.count - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = Int32(index)
            }
        }
        let (_, slot) = probe(start, count: count, hash: hash)
        slots[slot] = Int32(entries.count)
        entries.append((hash, Array(UnsafeRawBufferPointer(start: start, count: count)), definition))
    }
}
