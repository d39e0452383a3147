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
    /// An integer field of 32 bits or less, and the raw values (sign-extended) it may hold. It keeps only what
    /// the reader's loop reads of the field's coding, so that the bounds of a record lie close together.
    package struct Bounds: Sendable {
        let position: Int
        let load: FieldCoding.Load
        let invalid: UInt64
        package let low: Int64
        package let high: Int64

        package init(_ coding: FieldCoding, low: Int64, high: Int64) {
            position = coding.position
            load = coding.load
            invalid = coding.invalid
            self.low = low
            self.high = high
        }

        /// The field's value in the message whose bytes start at `base`, sign-extended.
        @inline(__always)
        func value(_ base: UnsafeRawPointer) -> Int64 { FieldCoding.integer(load, at: base + position) }

        /// Whether the field in the message whose bytes start at `base` is within bounds or invalid (missing).
        @inline(__always)
        func holds(_ base: UnsafeRawPointer) -> Bool {
            let v = value(base)
            return (v >= low && v <= high) || FieldCoding.isInvalid(element: v, invalid)
        }

        /// Whether the field in the message whose bytes start at `base` has a value (is not invalid).
        @inline(__always)
        func isValid(_ base: UnsafeRawPointer) -> Bool { !FieldCoding.isInvalid(element: value(base), invalid) }
    }

    /// What the reader's loop reads and counts, in memory it reaches without reference counting.
    struct State {
        let bounded: UnsafeMutableBufferPointer<Bounds>
        let present: UnsafeMutableBufferPointer<Bounds>
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
    package init(bounded: [Bounds], present: [Bounds], timestamp: Int?) {
        func copy(_ fields: [Bounds]) -> UnsafeMutableBufferPointer<Bounds> {
            let buffer = UnsafeMutableBufferPointer<Bounds>.allocate(capacity: fields.count)
            _ = buffer.initialize(from: fields)
            return buffer
        }
        state = .allocate(capacity: 1)
        state.initialize(to: State(bounded: copy(bounded), present: copy(present), timestamp: timestamp))
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
        for bounds in bounded where !bounds.holds(base) { return false }
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
            for field in present where !field.isValid(base) { return true }
            complete &+= 1
        }
        return true
    }
}
