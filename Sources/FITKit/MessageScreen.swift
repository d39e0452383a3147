import FITSupport
/// Checks a pass makes on the data messages of one definition without having them made one by one: whether
/// each of some fields is invalid or within raw bounds, and counts of the messages that have a time and of
/// those with every one of some fields valid.
///
/// Given to the reader for a definition (`FITReader.screen(_:for:)`), it is applied in the reader's own loop:
/// a message that passes is counted here and not returned; one that does not is returned as usual, for the
/// pass to read in full. A summary that only needs to know that a ride's records are sound and how many there
/// are costs a few loads and compares a record that way, instead of a call, a lookup and a copy.
package final class MessageScreen {
    /// An integer field of 32 bits or less, and the raw values (sign-extended) it may hold: what a screen checks,
    /// as `FieldPlan` works it out. The screen compiles it for its messages' size (`Check`).
    package struct Bounds: Sendable {
        let coding: FieldCoding
        package let low: Int64
        package let high: Int64

        /// `low...high` lies within the raw values of the field's type, or is empty (`low > high`): a `Check`
        /// compares in the field's own width, where a bound outside them would wrap around.
        package init(_ coding: FieldCoding, low: Int64, high: Int64) {
            guard let raw = coding.load.integerRange else {
                preconditionFailure("screens bound integers of 32 bits or less")
            }
            precondition(low > high || (raw.contains(low) && raw.contains(high)), "bounds outside the field's type")
            self.coding = coding
            self.low = low
            self.high = high
        }
    }

    /// A field's bounds as the reader's loop checks them in messages of one size, without a jump on the field's
    /// type: every field is read with one load of the same width (`width`, the widest that fits the messages:
    /// 4 bytes, or 2 or 1 in shorter ones), placed so that it lies inside the message, and the field's bits
    /// are shifted and masked out of it. A raw value is inside when its distance above the lowest one inside,
    /// counted in the field's own width, is at most `span`: one compare for a signed or unsigned range alike.
    struct Check {
        /// Where the load starts in the message's bytes.
        let offset: Int32
        /// How far the field's bits lie from the bottom of the loaded value (its bytes swapped first in a
        /// big-endian message).
        let shift: UInt32
        /// All ones in the field's width.
        let mask: UInt32
        /// The lowest raw value inside, as bits of the field's width, and how many above it are inside too.
        /// When no value is inside, the invalid value with a span of 0: only a missing value passes.
        let low: UInt32
        let span: UInt32
        let invalid: UInt32

        /// - Parameters:
        ///   - width: the bytes of the load, at least the field's and at most the message's.
        ///   - size: the message's bytes.
        ///   - bigEndian: the message's byte order.
        init(_ bounds: Bounds, width: Int, size: Int, bigEndian: Bool) {
            let coding = bounds.coding
            let fieldWidth = coding.type.size
            precondition(fieldWidth <= width && width <= size && coding.position + fieldWidth <= size)
            precondition(fieldWidth == 1 || coding.load.isBigEndian == bigEndian)
            let start = min(coding.position, size - width)
            let into = coding.position - start  // bytes of the load before the field
            offset = Int32(start)
            shift = UInt32(8 * (bigEndian ? width - into - fieldWidth : into))
            mask = UInt32(truncatingIfNeeded: (UInt64(1) << (8 * fieldWidth)) - 1)
            invalid = UInt32(truncatingIfNeeded: coding.invalid)
            if bounds.low <= bounds.high {
                low = UInt32(truncatingIfNeeded: bounds.low) & mask
                span = UInt32(bounds.high - bounds.low)
            } else {
                (low, span) = (invalid, 0)
            }
        }

        /// The field's bits (in its own width) in the message whose bytes start at `base`, read with a load of
        /// `T`, the width this check was made for, its bytes swapped when the message is big-endian.
        @inline(__always)
        func bits<T: FixedWidthInteger & UnsignedInteger>(
            _ base: UnsafeRawPointer, _: T.Type, bigEndian: Bool
        ) -> UInt32 {
            let loaded = base.loadUnaligned(fromByteOffset: Int(offset), as: T.self)
            return UInt32(truncatingIfNeeded: bigEndian ? loaded.byteSwapped : loaded) &>> shift & mask
        }

        /// Whether the field, with bits `bits`, is within bounds or invalid (missing).
        @inline(__always)
        func holds(_ bits: UInt32) -> Bool { (bits &- low) & mask <= span || bits == invalid }
    }

    /// What the reader's loop reads and counts, in memory it reaches without reference counting.
    struct State {
        let bounded: UnsafeMutableBufferPointer<Check>
        let present: UnsafeMutableBufferPointer<Check>
        /// Bytes each field is loaded with (`Check`): 4, 2 or 1.
        let width: Int
        /// Whether the messages' fields are big-endian (a definition's fields share one byte order).
        let bigEndian: Bool
        /// Where a plain uint32 timestamp is (nil: none).
        let timestamp: Int?
        var passed = 0, timed = 0, complete = 0
    }

    let state: UnsafeMutablePointer<State>

    /// Messages that passed.
    /// What a counter of the screen's records has already taken of `passed`, `timed` and `complete` (a
    /// screen can stop being used and be used again: `RecordChecks`).
    package var accounted = (records: 0, timed: 0, positions: 0)

    package var passed: Int { state.pointee.passed }
    /// Of those, the ones with a time: a compressed-timestamp header, or a valid timestamp.
    package var timed: Int { state.pointee.timed }
    /// Of those, the ones with every field of `present` valid (none when `present` is empty).
    package var complete: Int { state.pointee.complete }

    /// - Parameters:
    ///   - bounded: fields a message must have invalid or within their bounds to pass.
    ///   - present: the fields counted in `complete`.
    ///   - timestamp: where the messages have a uint32 timestamp, if they have one.
    ///   - size: the messages' size in bytes (their definition's `dataSize`).
    package init(bounded: [Bounds], present: [Bounds], timestamp: Int?, size: Int, bigEndian: Bool) {
        let width = size >= 4 ? 4 : size >= 2 ? 2 : 1
        // Into the buffer one by one: an array of checks would cost the runtime its type's metadata, made by
        // name at the first screen (5,000 instructions).
        func compile(_ fields: [Bounds]) -> UnsafeMutableBufferPointer<Check> {
            let start = UnsafeMutablePointer<Check>.allocate(capacity: fields.count)
            for (i, field) in fields.enumerated() {
                (start + i).initialize(to: Check(field, width: width, size: size, bigEndian: bigEndian))
            }
            return UnsafeMutableBufferPointer(start: start, count: fields.count)
        }
        state = .allocate(capacity: 1)
        state.initialize(
            to: State(
                bounded: compile(bounded), present: compile(present), width: width, bigEndian: bigEndian,
                timestamp: timestamp))
    }

    deinit {
        state.pointee.bounded.deallocate()
        state.pointee.present.deallocate()
        state.deallocate()
    }

    /// Counts the message when it passes; false when it does not, with nothing counted.
    package func take(_ raw: borrowing RawMessage) -> Bool {
        state.pointee.take(raw.bytes.start, compressed: raw.compressedTimestamp != nil)
    }
}

extension MessageScreen.State {
    /// `MessageScreen.take` for the message whose bytes start at `base`, with whether its header is a compressed
    /// timestamp.
    @inline(__always)
    mutating func take(_ base: UnsafeRawPointer, compressed: Bool) -> Bool {
        // One loop for each width and byte order, so that neither is tested for each field.
        switch (width, bigEndian) {
        case (4, false): take(base, compressed: compressed, loading: UInt32.self, bigEndian: false)
        case (4, true): take(base, compressed: compressed, loading: UInt32.self, bigEndian: true)
        case (2, false): take(base, compressed: compressed, loading: UInt16.self, bigEndian: false)
        case (2, true): take(base, compressed: compressed, loading: UInt16.self, bigEndian: true)
        default: take(base, compressed: compressed, loading: UInt8.self, bigEndian: false)
        }
    }

    @inline(__always)
    private mutating func take<T: FixedWidthInteger & UnsignedInteger>(
        _ base: UnsafeRawPointer, compressed: Bool, loading: T.Type, bigEndian: Bool
    ) -> Bool {
        for check in bounded where !check.holds(check.bits(base, T.self, bigEndian: bigEndian)) { return false }
        passed &+= 1
        if let timestamp {
            if compressed
                || UInt64(base.loadUnaligned(fromByteOffset: timestamp, as: UInt32.self)) != BaseType.uint32.invalidBits
            {
                timed &+= 1
            }
        } else if compressed {
            timed &+= 1
        }
        if !present.isEmpty {
            for check in present where check.bits(base, T.self, bigEndian: bigEndian) == check.invalid { return true }
            complete &+= 1
        }
        return true
    }
}
