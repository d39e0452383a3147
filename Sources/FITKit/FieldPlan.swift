import FITSupport
/// Chosen numeric fields of one definition's messages read into rows of doubles: the codings of the wanted steps
/// of its `DecodePlan` (and of developer fields, by their descriptions), each with the index in the row it goes
/// to. Invalid values leave their place as it was (rows start as NaN). Records
/// are read this way by `inspect`, exports and analysis, one at a time or a batch at a time.
@usableFromInline package final class FieldPlan {
    /// One wanted field and its place in the row.
    @usableFromInline package struct Slot {
        @usableFromInline package let coding: FieldCoding
        /// Index in the row.
        @usableFromInline package let target: Int
        /// Semicircles to degrees, for positions.
        @usableFromInline package let isPosition: Bool
    }

    @usableFromInline package let slots: [Slot]

    /// - Parameters:
    ///   - target: the row index a single-number profile field goes to, or nil to leave it out.
    ///   - developerFields: the descriptions of the definition's developer fields, and the row index each goes to.
    package init(
        _ plan: DecodePlan, target: (FieldCoding, FieldProfile) -> Int?,
        developerFields: [DeveloperFieldInfo?] = [], developerTarget: (DeveloperFieldInfo) -> Int? = { _ in nil }
    ) {
        // Enhanced fields go last so that they win when they share a target with their 16-bit forms.
        let steps =
            plan.steps.filter { $0.profile?.name.hasPrefix("enhanced_") != true }
            + plan.steps.filter { $0.profile?.name.hasPrefix("enhanced_") == true }
        let bigEndian = plan.isBigEndian
        slots =
            steps.compactMap { step in
                guard step.coding.isSingle, let fp = step.profile, let index = target(step.coding, fp) else {
                    return nil
                }
                return Slot(coding: step.coding, target: index, isPosition: fp.isSemicircles)
            }
            + zip(plan.developerFields, developerFields).compactMap { dd, info in
                guard let info, info.type != .string, info.type != .byte, dd.size == info.type.size,
                    let index = developerTarget(info)
                else { return nil }
                let coding = FieldCoding(
                    position: dd.position, size: dd.size, type: info.type, bigEndian: bigEndian, scale: info.scale,
                    offset: info.offset)
                return Slot(coding: coding, target: index, isPosition: false)
            }
    }

    /// Writes the planned fields of `raw` into `row`; entries for fields it lacks are not touched. (Inlinable:
    /// records are read one at a time in loops of the modules above, and a call per record costs.)
    @inlinable @inline(__always)
    package func read(_ raw: borrowing RawMessage, into row: UnsafeMutablePointer<Double>) {
        let base = raw.bytes.start
        slots.withUnsafeBufferPointer { slots in
            for slot in slots {
                if let n = slot.coding.number(at: base) { Self.put(n, slot, into: row + slot.target) }
            }
        }
    }

    /// Reads the planned fields of `count` messages of this definition lying `stride` bytes apart from `base`
    /// into rows of `width` doubles, a field at a time over all of them: the dispatch on each field's type
    /// and everything about it is then made once per field, not once per field and message. Gives the very
    /// values `read(_:into:)` gives.
    package func read(
        _ count: Int, from base: UnsafeRawPointer, stride: Int, into rows: UnsafeMutablePointer<Double>,
        width: Int
    ) {
        for slot in slots {
            let row = rows + slot.target
            slot.coding.forEachNumber(count, from: base, stride: stride) { i, n in
                Self.put(n, slot, into: row + i * width)
            }
        }
    }

    /// A number into its place, positions in degrees.
    @usableFromInline @inline(__always)
    static func put(_ n: Double, _ slot: Slot, into place: UnsafeMutablePointer<Double>) {
        place.pointee = slot.isPosition ? degrees(semicircles: n) : n
    }

    // MARK: - Screens

    /// The bounds of every planned field whose number, after scale, offset and degrees, could fall outside
    /// `limit(target)` (nil: its target has no limit), as the raw values that do not (`MessageScreen.Bounds`):
    /// checking a value against its limit is then a load and two compares. Fields whose every raw value lies
    /// inside are left out. nil when a field with a limit cannot be bounded by its raw value: a float or 64-bit
    /// field, or a scale that is not positive.
    ///
    /// The number grows with the raw value (a positive scale, and floating-point rounding keeps the order),
    /// so the raw values inside a limit are one run, found by bisection on the very arithmetic `read` does.
    package func bounds(within limit: (Int) -> ClosedRange<Double>?) -> [MessageScreen.Bounds]? {
        var result: [MessageScreen.Bounds] = []
        for slot in slots {
            guard let range = limit(slot.target) else { continue }
            guard let raw = slot.coding.load.integerRange, !slot.coding.isScaled || slot.coding.scale > 0 else {
                return nil
            }
            let number = { (v: Int64) in
                let n = slot.coding.scaled(Double(v))
                return slot.isPosition ? degrees(semicircles: n) : n
            }
            if range.contains(number(raw.lowerBound)) && range.contains(number(raw.upperBound)) { continue }
            let low = Self.first(in: raw) { number($0) >= range.lowerBound } ?? raw.upperBound + 1
            let high = (Self.first(in: raw) { number($0) > range.upperBound } ?? raw.upperBound + 1) - 1
            result.append(MessageScreen.Bounds(slot.coding, low: low, high: high))
        }
        return result
    }

    /// The planned fields that go to `target`, each bounded by its whole raw range (a screen's `present` fields,
    /// which it checks for a value); nil when one is not an integer of 32 bits or less.
    package func fields(to target: Int) -> [MessageScreen.Bounds]? {
        var result: [MessageScreen.Bounds] = []
        for slot in slots where slot.target == target {
            guard let raw = slot.coding.load.integerRange else { return nil }
            result.append(MessageScreen.Bounds(slot.coding, low: raw.lowerBound, high: raw.upperBound))
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
