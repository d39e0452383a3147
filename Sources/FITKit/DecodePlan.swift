import FITSupport
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
    /// The text last written for each of `jsonSteps`, then for each of `expansionSteps`, for the JSON writer of
    /// one decoder (a plan belongs to one).
    let memos: UnsafeMutablePointer<TextMemo>

    /// A field with subfields, for `MessageDecoder.decode`: where it is, and each subfield with what selects
    /// it (Garmin's first matching map wins; a subfield none selects is left out).
    struct SubfieldStep {
        let position: Int
        let size: Int
        let type: BaseType
        let number: UInt8
        let subfields: [Subfield]
    }

    struct Subfield {
        let profile: SubfieldProfile
        /// Any one selects the subfield.
        let selectors: [Selector]
    }

    /// A field of one integer (as Garmin's decoder reads it, a raw `int`) and the value that selects a subfield.
    struct Selector {
        let position: Int
        let type: BaseType
        let value: Int64
    }

    let definition: MessageDefinition
    let name: String
    let steps: [Step]
    /// No subfields and no components but one-to-one ones: the JSON writer writes these messages straight from
    /// their bytes.
    let isSimple: Bool
    /// `isSimple`, or subfields as well that only rename and rescale (no components), in fields the definition
    /// has once and selected by fields it has at most once: `MessageDecoder.decode` builds these messages from
    /// the plan too (laps, sessions, events, device_info), the way `decodeInFull` would.
    let decodesFromPlan: Bool
    let subfieldSteps: [SubfieldStep]
    init(_ definition: MessageDefinition) {
        self.definition = definition
        name = definition.name
        let profile = definition.profile
        var simple =
            definition.globalNumber != MessageNumber.fieldDescription
            && definition.globalNumber != MessageNumber.developerDataId && !definition.repeatsFields
        var fromPlan = simple
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
                        !target.hasComponents, !target.isAccumulated
                    {
                        expansion = Expansion(
                            name: target.name, number: target.number, scale: fp.scale.first ?? 1,
                            offset: fp.offset.first ?? 0, targetScale: target.scale.first ?? 1,
                            targetOffset: target.offset.first ?? 0,
                            targetInvalid: target.expandedInvalid,
                            mask: fp.bits[0] >= 64 ? .max : (1 << UInt64(fp.bits[0])) - 1,
                            kind: target.kind,
                            units: fp.units.first ?? "")
                    } else {
                        simple = false
                        fromPlan = false
                    }
                }
            }
            let name = fp?.name ?? String(fd.number)
            steps.append(
                Step(
                    position: fd.position, size: fd.size, type: fd.baseType, number: fd.number,
                    name: name, units: fp?.units.first ?? "", profile: fp, expansion: expansion,
                    render: Self.render(fd, fp)))
        }
        for i in steps.indices {
            guard let x = steps[i].expansion, let j = steps.firstIndex(where: { $0.name == x.name }) else { continue }
            steps[j].replacedBy = i
        }
        self.steps = steps
        self.isSimple = simple
        let subfieldSteps = fromPlan && !simple ? Self.subfieldSteps(steps) : nil
        self.subfieldSteps = subfieldSteps ?? []
        decodesFromPlan = simple || subfieldSteps != nil
        var jsonSteps: [JSONStep] = []
        var keys = JSONKeyTable()
        for step in steps {
            jsonSteps.append(
                JSONStep(
                    position: step.position, size: step.size, type: step.type, render: step.render,
                    replacedBy: step.replacedBy, isAccumulated: step.profile?.isAccumulated == true,
                    number: step.number, key: keys.add(step.name), invalid: step.type.invalidBits))
        }
        var expansionSteps: [ExpansionStep] = []
        for (i, step) in steps.enumerated().reversed() {
            guard let x = step.expansion else { continue }
            expansionSteps.append(
                ExpansionStep(
                    source: i, position: step.position, type: step.type, mask: x.mask,
                    scale: x.scale, offset: x.offset, targetScale: x.targetScale,
                    targetOffset: x.targetOffset, targetInvalid: x.targetInvalid,
                    kind: x.kind, key: keys.add(x.name)))
        }
        self.jsonSteps = jsonSteps
        memos = TextMemo.allocate(jsonSteps.count + expansionSteps.count)
        accumulatedSteps = jsonSteps.indices.filter { jsonSteps[$0].isAccumulated }
        let opening = ByteBuffer(capacity: 64)
        opening.append(#"{"message":"#)
        JSONText.appendString(name, to: opening)
        opening.append(#","fields":{"#)
        jsonOpening = [UInt8](opening.bytes)
        self.keyBytes = keys.padded
        self.expansionSteps = expansionSteps
    }

    deinit { memos.deallocate() }

    /// The steps with subfields and what selects each subfield; nil when `decodeInFull` must decode the
    /// messages: a subfield with components, a field with subfields or a selecting field given twice, or a
    /// subfield named like a field of the message or another subfield (whose place it would take; the
    /// profile has none such, but this is how the general way would treat one).
    private static func subfieldSteps(_ steps: [Step]) -> [SubfieldStep]? {
        // Arrays, not sets or tuples: the first `Set<String>` or array of tuples a run makes costs the runtime
        // a scan of every protocol conformance, or a type built from its mangled name.
        var names = steps.map(\.name) + steps.compactMap { $0.expansion?.name }
        // The step of each field number, -1 for none, -2 for more than one.
        var stepOfNumber = [Int](repeating: -1, count: 256)
        for (i, step) in steps.enumerated() {
            stepOfNumber[Int(step.number)] = stepOfNumber[Int(step.number)] == -1 ? i : -2
        }
        var result: [SubfieldStep] = []
        for step in steps {
            guard let fp = step.profile, !fp.subfields.isEmpty else { continue }
            guard stepOfNumber[Int(step.number)] >= 0 else { return nil }
            var subfields: [Subfield] = []
            subfields.reserveCapacity(fp.subfields.count)
            for sub in fp.subfields {
                let length = sub.name.utf8.count
                guard sub.components.isEmpty, !names.contains(where: { $0.utf8.count == length && $0 == sub.name })
                else { return nil }
                names.append(sub.name)
                var selectors: [Selector] = []
                selectors.reserveCapacity(sub.maps.count)
                for map in sub.maps {
                    let reference = stepOfNumber[Int(map.fieldNumber)]
                    guard reference != -2 else { return nil }
                    // Only a single integer can select (Garmin compares an `int`): strings, floats and arrays
                    // never do.
                    if reference >= 0, case let r = steps[reference], r.size == r.type.size, r.type != .string,
                        !r.type.isFloat
                    {
                        selectors.append(Selector(position: r.position, type: r.type, value: map.rawValue))
                    }
                }
                subfields.append(Subfield(profile: sub, selectors: selectors))
            }
            result.append(
                SubfieldStep(
                    position: step.position, size: step.size, type: step.type, number: step.number,
                    subfields: subfields))
        }
        return result
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
            // protocol conformance in the binary to find `Double: Hashable`.
            let digits: Int? =
                switch s {
                case 10: 1;
                case 100: 2;
                case 1000: 3;
                default: nil
                }
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
