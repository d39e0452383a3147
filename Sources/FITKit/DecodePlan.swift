/// How to decode the data messages of one definition, worked out once: names, profiles, and whether the
/// message needs the full machinery (subfields, components that are several or accumulate) or not.
final class DecodePlan {
    struct Expansion {
        let name: String
        let number: UInt8
        let scale: Double
        let offset: Double
        let targetScale: Double
        let targetOffset: Double
        let targetInvalid: UInt64
        /// The component's bits, as the profile's bit stream would read them (no sign extension).
        let mask: UInt64
        let kind: FieldKind
        let units: String
    }

    struct Step {
        let position: Int
        let size: Int
        let type: BaseType
        let number: UInt8
        let name: String
        let units: String
        let profile: FieldProfile?
        let expansion: Expansion?
        let render: Render
        /// The step whose expansion replaces this field when that step holds a value (-1: none).
        var replacedBy = -1
    }

    /// How a single value of a step is written as JSON straight from its bits.
    enum Render {
        /// Through `FieldValue` (arrays, strings, 64-bit integers).
        case generic
        /// An integer minus an integer offset.
        case integer(offset: Int64)
        /// raw / scale - offset, a double (also every float).
        case real(scale: Double, offset: Double)
        /// raw / 10^digits, a double written by decimal shifting.
        case decimal(digits: Int)
        /// Index into `Profile.types`.
        case enumeration(Int)
        case dateTime
    }

    /// The plain-data part of a step that the JSON writer touches for every message (no reference counting).
    struct JSONStep {
        let position: Int
        let size: Int
        let type: BaseType
        let render: Render
        let replacedBy: Int
        let isAccumulated: Bool
        let number: UInt8
        /// The step's key in `keyBytes`.
        let key: JSONKeyTable.Key
        /// `type.invalidBits`, read once here rather than worked out from the type for every message.
        let invalid: UInt64

        /// The bits of a single-value step, or nil when they are the type's invalid value (any NaN for floats).
        @inline(__always)
        func validBits(_ base: UnsafeRawPointer, bigEndian: Bool) -> UInt64? {
            let bits = loadBits(base + position, type.size, bigEndian: bigEndian)
            if type.isFloat { return type.isInvalid(bits) ? nil : bits }
            return bits == invalid ? nil : bits
        }
    }

    /// A step's one-to-one component expansion, as plain data (no strings to retain when it is read).
    struct ExpansionStep {
        /// The index of the step whose bits expand.
        let source: Int
        let position: Int
        let type: BaseType
        let mask: UInt64
        let scale: Double, offset: Double
        let targetScale: Double, targetOffset: Double
        let targetInvalid: UInt64
        let kind: FieldKind
        /// The target's key in `keyBytes`.
        let key: JSONKeyTable.Key
    }

    let jsonSteps: [JSONStep]
    /// `{"message":NAME,"fields":{`, the same for every message of the definition.
    let jsonOpening: [UInt8]
    /// The keys of `jsonSteps` and `expansionSteps` (`JSONKeyTable.padded`).
    let keyBytes: [UInt8]
    /// The expansions, last step first (the order Garmin's decoder expands them in).
    let expansionSteps: [ExpansionStep]
    /// The indices of the steps that seed an accumulator: all a message skipped by the JSON writer changes.
    let accumulatedSteps: [Int]

    let definition: MessageDefinition
    let name: String
    let steps: [Step]
    let isSimple: Bool

    init(_ definition: MessageDefinition) {
        self.definition = definition
        name = definition.name
        let profile = definition.profile
        var simple = definition.globalNumber != 206 && definition.globalNumber != 207
        var steps: [Step] = []
        for fd in definition.fields where fd.size > 0 {
            let fp = profile?.field(fd.number)
            var expansion: Expansion?
            if let fp {
                if !fp.subfields.isEmpty { simple = false }
                if fp.hasComponents {
                    // One component that takes the whole single value, into a plain destination.
                    if fp.components.count == 1, let base = fp.typeBase, fd.count == 1, fd.baseType != .string,
                       Int(fp.bits[0]) == base.size * 8, let target = profile?.field(fp.components[0]),
                       !target.hasComponents, !target.isAccumulated {
                        expansion = Expansion(name: target.name, number: target.number, scale: fp.scale.first ?? 1,
                                              offset: fp.offset.first ?? 0, targetScale: target.scale.first ?? 1,
                                              targetOffset: target.offset.first ?? 0,
                                              targetInvalid: target.expandedInvalid,
                                              mask: fp.bits[0] >= 64 ? .max : (1 << UInt64(fp.bits[0])) - 1,
                                              kind: target.kind,
                                              units: fp.units.first ?? "")
                    } else {
                        simple = false
                    }
                }
            }
            let name = fp?.name ?? String(fd.number)
            steps.append(Step(position: fd.position, size: fd.size, type: fd.baseType, number: fd.number,
                              name: name, units: fp?.units.first ?? "", profile: fp, expansion: expansion,
                              render: Self.render(fd, fp)))
        }
        for i in steps.indices {
            guard let x = steps[i].expansion, let j = steps.firstIndex(where: { $0.name == x.name }) else { continue }
            steps[j].replacedBy = i
        }
        self.steps = steps
        self.isSimple = simple
        var jsonSteps: [JSONStep] = []
        var keys = JSONKeyTable()
        for step in steps {
            jsonSteps.append(JSONStep(position: step.position, size: step.size, type: step.type, render: step.render,
                                      replacedBy: step.replacedBy, isAccumulated: step.profile?.isAccumulated == true,
                                      number: step.number, key: keys.add(step.name), invalid: step.type.invalidBits))
        }
        var expansionSteps: [ExpansionStep] = []
        for (i, step) in steps.enumerated().reversed() {
            guard let x = step.expansion else { continue }
            expansionSteps.append(ExpansionStep(source: i, position: step.position, type: step.type, mask: x.mask,
                                                scale: x.scale, offset: x.offset, targetScale: x.targetScale,
                                                targetOffset: x.targetOffset, targetInvalid: x.targetInvalid,
                                                kind: x.kind, key: keys.add(x.name)))
        }
        self.jsonSteps = jsonSteps
        accumulatedSteps = jsonSteps.indices.filter { jsonSteps[$0].isAccumulated }
        let opening = ByteBuffer(capacity: 64)
        opening.append(#"{"message":"#)
        JSONText.appendString(name, to: opening)
        opening.append(#","fields":{"#)
        jsonOpening = [UInt8](opening.bytes)
        self.keyBytes = keys.padded
        self.expansionSteps = expansionSteps
    }

    private static func render(_ fd: FieldDefinition, _ fp: FieldProfile?) -> Render {
        let type = fd.baseType
        guard fd.count == 1, type != .string, type.size < 8 || type == .float64 else { return .generic }
        let kind = fp?.kind ?? .plain
        let scale = fp?.scale ?? [1], offset = fp?.offset ?? [0]
        switch kind {
        case .plain:
            return type.isFloat ? .real(scale: 1, offset: 0) : .integer(offset: 0)
        case .numeric:
            guard scale.count <= 1 else { return .generic }
            let s = scale.first ?? 1, o = offset.first ?? 0
            // A switch, not a dictionary literal: the first `[Double: Int]` a run makes costs a scan of every
            // protocol conformance in the binary (~230,000 instructions) to find `Double: Hashable`.
            let digits: Int? = switch s { case 10: 1; case 100: 2; case 1000: 3; default: nil }
            if !type.isFloat && o == 0, let digits { return .decimal(digits: digits) }
            if type.isFloat || s != 1 { return .real(scale: s, offset: o) }
            return o == o.rounded() ? .integer(offset: Int64(o)) : .generic
        case .enumeration(let t):
            return type.isFloat ? .generic : .enumeration(t)
        case .dateTime:
            return type.isFloat || type.isSigned ? .generic : .dateTime
        }
    }
}
