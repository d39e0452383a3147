import FITKit

extension FieldPlan {
    /// The bounds of every planned field whose number, after scale, offset and degrees, could fall outside
    /// `limit(target)` (nil: its target has no limit), as the raw values that do not (`MessageScreen.Bounds`):
    /// checking a value against its limit is then a load and two compares. Fields whose every raw value lies
    /// inside are left out. nil when a field with a limit cannot be bounded by its raw value: a float or 64-bit
    /// field, or a scale that is not positive.
    ///
    /// The number grows with the raw value (a positive scale, and floating-point rounding keeps the order),
    /// so the raw values inside a limit are one run, found by bisection on the very arithmetic `read` does.
    func bounds(within limit: (Int) -> ClosedRange<Double>?) -> [MessageScreen.Bounds]? {
        var result: [MessageScreen.Bounds] = []
        for slot in slots {
            guard let range = limit(Int(slot.target)) else { continue }
            guard let load = slot.load.screenLoad, !slot.isScaled || slot.scale > 0 else { return nil }
            let raw = load.range
            let number = { (v: Int64) in Self.finish(slot, Double(v)) }
            if range.contains(number(raw.lowerBound)) && range.contains(number(raw.upperBound)) { continue }
            let low = Self.first(in: raw) { number($0) >= range.lowerBound } ?? raw.upperBound + 1
            let high = (Self.first(in: raw) { number($0) > range.upperBound } ?? raw.upperBound + 1) - 1
            result.append(.init(position: Int(slot.position), load: load, invalid: slot.invalid, low: low, high: high))
        }
        return result
    }

    /// The planned fields that go to `target`, each bounded by its whole raw range (for
    /// `MessageScreen.Bounds.isValid`); nil when one is not an integer of 32 bits or less.
    func fields(to target: Int) -> [MessageScreen.Bounds]? {
        var result: [MessageScreen.Bounds] = []
        for slot in slots where Int(slot.target) == target {
            guard let load = slot.load.screenLoad else { return nil }
            result.append(
                .init(
                    position: Int(slot.position), load: load, invalid: slot.invalid,
                    low: load.range.lowerBound, high: load.range.upperBound))
        }
        return result
    }

    /// The first value in `range` for which `isAbove` is true, when it is false up to some value and true from
    /// there on; nil when it is never true.
    private static func first(in range: ClosedRange<Int64>, _ isAbove: (Int64) -> Bool) -> Int64? {
        var low = range.lowerBound, high = range.upperBound + 1  // the answer lies in low...high; high: none
        while low < high {
            let middle = low + (high - low) / 2
            if isAbove(middle) { high = middle } else { low = middle + 1 }
        }
        return low <= range.upperBound ? low : nil
    }
}

extension FieldPlan.Load {
    /// The same load for a screen: integers of 32 bits or less; nil for floats and 64-bit integers.
    var screenLoad: MessageScreen.Bounds.Load? {
        switch self {
        case .u8: .u8
        case .s8: .s8
        case .u16: .u16
        case .s16: .s16
        case .u32: .u32
        case .s32: .s32
        case .u16BE: .u16BE
        case .s16BE: .s16BE
        case .u32BE: .u32BE
        case .s32BE: .s32BE
        default: nil
        }
    }
}
