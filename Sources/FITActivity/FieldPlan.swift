import FITKit

/// How to read chosen numeric fields of one definition's messages straight from their bytes into a row of
/// doubles: positions, types, scale and offset worked out once per definition instead of once per message.
/// Missing and invalid values are left as NaN (a decoded value is never NaN: invalid values are filtered first).
final class FieldPlan {
    /// One wanted field, with everything about its type worked out ahead.
    struct Slot {
        let position: Int
        let size: Int
        let invalid: UInt64
        /// Bits to sign-extend from (0: unsigned), and whether the bits are an IEEE float.
        let signBits: Int
        let isFloat: Bool
        let scale: Double
        let offset: Double
        /// Index in the row.
        let target: Int
        /// Semicircles to degrees, for positions.
        let isPosition: Bool
    }

    let definition: MessageDefinition
    private let slots: [Slot]

    /// - Parameters:
    ///   - target: the row index a field goes to, or nil to leave it out.
    ///   - developerFields: the descriptions of the definition's developer fields, and the row index each goes to.
    init(_ definition: MessageDefinition, target: (FieldDefinition, FieldProfile) -> Int?,
         developerFields: [DeveloperFieldInfo?] = [], developerTarget: (DeveloperFieldInfo) -> Int? = { _ in nil }) {
        self.definition = definition
        let profile = definition.profile
        // Enhanced fields go last so that they win when they share a target with their 16-bit forms.
        let fields = definition.fields.filter { profile?.field($0.number)?.name.hasPrefix("enhanced_") != true }
            + definition.fields.filter { profile?.field($0.number)?.name.hasPrefix("enhanced_") == true }
        slots = fields.compactMap { fd in
            guard fd.count == 1, fd.baseType != .string, let fp = profile?.field(fd.number),
                  let index = target(fd, fp) else { return nil }
            return Slot(position: fd.position, size: fd.baseType.size, invalid: fd.baseType.invalidBits,
                        signBits: fd.baseType.isSigned ? fd.baseType.size * 8 : 0, isFloat: fd.baseType.isFloat,
                        scale: fp.scale.first ?? 1, offset: fp.offset.first ?? 0, target: index,
                        isPosition: fp.units.first == "semicircles")
        } + zip(definition.developerFields, developerFields).compactMap { dd, info in
            guard let info, info.type != .string, info.type != .byte, dd.size == info.type.size,
                  let index = developerTarget(info) else { return nil }
            return Slot(position: dd.position, size: info.type.size, invalid: info.type.invalidBits,
                        signBits: info.type.isSigned ? info.type.size * 8 : 0, isFloat: info.type.isFloat,
                        scale: info.scale, offset: info.offset, target: index, isPosition: false)
        }
    }

    /// Writes the planned fields of `raw` into `row`; entries for fields it lacks are not touched.
    @inline(__always)
    func read(_ raw: RawMessage, into row: UnsafeMutablePointer<Double>) {
        let base = raw.bytes.baseAddress!
        let bigEndian = definition.isBigEndian
        slots.withUnsafeBufferPointer { slots in
            for slot in slots {
                let bits = loadBits(base + slot.position, slot.size, bigEndian: bigEndian)
                var n: Double
                if slot.isFloat {
                    n = slot.size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
                    if !n.isFinite { continue }
                } else {
                    if bits == slot.invalid { continue }
                    if slot.signBits == 0 {
                        n = Double(bits)
                    } else {
                        let shift = UInt64(64 - slot.signBits)
                        n = Double(Int64(bitPattern: bits << shift) >> Int64(shift))
                    }
                }
                n = (slot.scale == 1 ? n : n / slot.scale) - slot.offset
                row[slot.target] = slot.isPosition ? degrees(semicircles: n) : n
            }
        }
    }
}
