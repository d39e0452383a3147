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
    /// 4 bytes, or 2 or 1 in shorter ones), placed so that it lies inside the message, and shifted so that the
    /// field's bits are the top bits of 32 (`top`). Whatever the load held below them stays there, and every
    /// compare allows for it: a value is inside when its distance above the lowest one inside, counted at the
    /// top, is at most `span`, which has all ones below the field. One subtraction and one compare for a signed
    /// or unsigned range alike, and the same for "is invalid".
    struct Check {
        /// Where the load starts in the message's bytes.
        let offset: Int32
        /// How far the loaded value is shifted left to put the field's bits at the top (its bytes swapped first
        /// in a big-endian message).
        let shift: UInt32
        /// The lowest raw value inside, at the top, and how far above it a value lies inside (all ones below the
        /// field). When no value is inside, the invalid value with `below` as its span: only a missing value
        /// passes.
        let low: UInt32
        let span: UInt32
        /// The invalid value at the top, and all ones below the field.
        let invalid: UInt32
        let below: UInt32

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
            // The field's top bit in the loaded value (swapped when big-endian): the first byte is the lowest in
            // a little-endian load and the highest in a big-endian one.
            let topBit = 8 * (bigEndian ? width - into : into + fieldWidth)
            shift = UInt32(32 - topBit)
            let under = UInt32(32 - 8 * fieldWidth)  // bits below the field once at the top
            below = (UInt32(1) << under) &- 1
            invalid = UInt32(truncatingIfNeeded: coding.invalid) &<< under
            if bounds.low <= bounds.high {
                low = UInt32(truncatingIfNeeded: bounds.low) &<< under
                span = UInt32(bounds.high - bounds.low) &<< under | below
            } else {
                (low, span) = (invalid, below)
            }
        }

        /// The field's bits at the top of 32 in the message whose bytes start at `base`, read with a load of `T`,
        /// the width this check was made for, its bytes swapped when the message is big-endian.
        @inline(__always)
        func top<T: FixedWidthInteger & UnsignedInteger>(_ base: UnsafeRawPointer, _: T.Type, bigEndian: Bool)
            -> UInt32
        {
            let loaded = base.loadUnaligned(fromByteOffset: Int(offset), as: T.self)
            return UInt32(truncatingIfNeeded: bigEndian ? loaded.byteSwapped : loaded) &<< shift
        }

        /// Whether the field, at the top of `top`, is within bounds or invalid (missing).
        @inline(__always)
        func holds(_ top: UInt32) -> Bool { top &- low <= span || isInvalid(top) }

        /// Whether the field, at the top of `top`, holds its type's invalid value.
        @inline(__always)
        func isInvalid(_ top: UInt32) -> Bool { top &- invalid <= below }
    }

    /// What the reader's loop reads and counts, in memory it reaches without reference counting.
    struct State {
        /// The fields a message must have invalid or within bounds, then those counted in `complete`.
        let checks: UnsafeMutablePointer<Check>
        let bounded: Int
        let present: Int
        /// How the fields are loaded (`Check`): the load's width and the messages' byte order (a definition's
        /// fields share one).
        let load: Load
        /// Where a plain uint32 timestamp is (-1: none).
        let timestamp: Int
        var passed = 0, timed = 0, complete = 0

        enum Load { case little4, big4, little2, big2, byte }
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
        let checks = UnsafeMutablePointer<Check>.allocate(capacity: bounded.count + present.count)
        for i in bounded.indices {
            (checks + i).initialize(to: Check(bounded[i], width: width, size: size, bigEndian: bigEndian))
        }
        for i in present.indices {
            (checks + bounded.count + i).initialize(
                to: Check(present[i], width: width, size: size, bigEndian: bigEndian))
        }
        let load: State.Load =
            switch (width, bigEndian) {
            case (4, false): .little4
            case (4, true): .big4
            case (2, false): .little2
            case (2, true): .big2
            default: .byte
            }
        state = .allocate(capacity: 1)
        state.initialize(
            to: State(
                checks: checks, bounded: bounded.count, present: present.count, load: load,
                timestamp: timestamp ?? -1))
    }

    deinit {
        state.pointee.checks.deallocate()
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
        switch load {
        case .little4: take(base, compressed: compressed, loading: UInt32.self, bigEndian: false)
        case .big4: take(base, compressed: compressed, loading: UInt32.self, bigEndian: true)
        case .little2: take(base, compressed: compressed, loading: UInt16.self, bigEndian: false)
        case .big2: take(base, compressed: compressed, loading: UInt16.self, bigEndian: true)
        case .byte: take(base, compressed: compressed, loading: UInt8.self, bigEndian: false)
        }
    }

    @inline(__always)
    private mutating func take<T: FixedWidthInteger & UnsignedInteger>(
        _ base: UnsafeRawPointer, compressed: Bool, loading: T.Type, bigEndian: Bool
    ) -> Bool {
        var check = checks
        let boundedEnd = checks + bounded, presentEnd = boundedEnd + present
        while check < boundedEnd {
            guard check.pointee.holds(check.pointee.top(base, T.self, bigEndian: bigEndian)) else { return false }
            check += 1
        }
        passed &+= 1
        if compressed
            || timestamp >= 0
                && UInt64(base.loadUnaligned(fromByteOffset: timestamp, as: UInt32.self)) != BaseType.uint32.invalidBits
        {
            timed &+= 1
        }
        while check < presentEnd {
            if check.pointee.isInvalid(check.pointee.top(base, T.self, bigEndian: bigEndian)) { return true }
            check += 1
        }
        if present > 0 { complete &+= 1 }
        return true
    }
}
