/// Checks a pass makes on the data messages of one definition without having them made one by one: whether
/// each of some fields is invalid or within raw bounds, and counts of the messages that have a time and of
/// those with every one of some fields valid.
///
/// Given to the reader for a definition (`FITReader.screen(_:for:)`), it is applied in the reader's own loop:
/// a message that passes is counted here and not returned; one that does not is returned as usual, for the
/// pass to read in full. A summary that only needs to know that a ride's records are sound and how many there
/// are costs a few loads and compares a record that way, instead of a call, a lookup and a copy.
public final class MessageScreen {
    /// An integer field of 32 bits or less, and the raw values (sign-extended) it may hold.
    public struct Bounds: Equatable, Sendable {
        public enum Load: UInt8, Sendable {
            case u8, s8, u16, s16, u32, s32, u16BE, s16BE, u32BE, s32BE

            /// The values the load gives.
            public var range: ClosedRange<Int64> {
                switch self {
                case .u8: 0...Int64(UInt8.max)
                case .s8: Int64(Int8.min)...Int64(Int8.max)
                case .u16, .u16BE: 0...Int64(UInt16.max)
                case .s16, .s16BE: Int64(Int16.min)...Int64(Int16.max)
                case .u32, .u32BE: 0...Int64(UInt32.max)
                case .s32, .s32BE: Int64(Int32.min)...Int64(Int32.max)
                }
            }
        }

        /// Where the field is in the message's bytes (after the record header).
        public let position: Int
        public let load: Load
        /// The field type's invalid value, as the load gives it truncated to 64 bits.
        public let invalid: UInt64
        public let low: Int64
        public let high: Int64

        public init(position: Int, load: Load, invalid: UInt64, low: Int64, high: Int64) {
            self.position = position
            self.load = load
            self.invalid = invalid
            self.low = low
            self.high = high
        }

        /// Whether the field in the message whose bytes start at `base` is within bounds or invalid (missing).
        @inline(__always)
        public func holds(_ base: UnsafeRawPointer) -> Bool {
            let v = value(base)
            return (v >= low && v <= high) || UInt64(truncatingIfNeeded: v) == invalid
        }

        /// Whether the field in the message whose bytes start at `base` has a value (is not invalid).
        @inline(__always)
        public func isValid(_ base: UnsafeRawPointer) -> Bool { UInt64(truncatingIfNeeded: value(base)) != invalid }

        /// The field's value, sign-extended.
        @inline(__always)
        public func value(_ base: UnsafeRawPointer) -> Int64 {
            let p = base + position
            return switch load {
            case .u8: Int64(p.load(as: UInt8.self))
            case .s8: Int64(p.load(as: Int8.self))
            case .u16: Int64(p.loadUnaligned(as: UInt16.self))
            case .s16: Int64(p.loadUnaligned(as: Int16.self))
            case .u32: Int64(p.loadUnaligned(as: UInt32.self))
            case .s32: Int64(p.loadUnaligned(as: Int32.self))
            case .u16BE: Int64(p.loadUnaligned(as: UInt16.self).byteSwapped)
            case .s16BE: Int64(p.loadUnaligned(as: Int16.self).byteSwapped)
            case .u32BE: Int64(p.loadUnaligned(as: UInt32.self).byteSwapped)
            case .s32BE: Int64(p.loadUnaligned(as: Int32.self).byteSwapped)
            }
        }
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
    public var passed: Int { state.pointee.passed }
    /// Of those, the ones with a time: a compressed-timestamp header, or a valid timestamp.
    public var timed: Int { state.pointee.timed }
    /// Of those, the ones with every field of `present` valid (none when `present` is empty).
    public var complete: Int { state.pointee.complete }

    /// - Parameters:
    ///   - bounded: fields a message must have invalid or within their bounds to pass.
    ///   - present: the fields counted in `complete`.
    ///   - timestamp: where the messages have a uint32 timestamp, if they have one.
    public init(bounded: [Bounds], present: [Bounds], timestamp: Int?) {
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
    public func take(_ raw: RawMessage) -> Bool {
        state.pointee.take(raw.bytes.baseAddress!, compressed: raw.compressedTimestamp != nil)
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
            if compressed || base.loadUnaligned(fromByteOffset: timestamp, as: UInt32.self) != UInt32.max {
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
