/// How the data messages of one definition are read, worked out once from the definition and the profile and
/// used for every message until the local number is defined again: each field's coding (`FieldCoding`: where
/// it is and how its bytes become a value), its profile, and its one-to-one component expansion.
///
/// It is the one description of a definition that every reader of values uses: `MessageDecoder` builds
/// messages from its steps, `dump` writes JSON from them (`JSONLayout`), record rows, batches and `inspect`'s
/// screens take the codings of the fields they want (`FieldPlan`, `MessageScreen`). A plan can also keep only
/// the fields a reader wants, with what they depend on (a summary's laps).
package final class DecodePlan {
    /// A field whose only component takes its whole single value, into a destination without components of
    /// its own or accumulation (speed into enhanced_speed, altitude into enhanced_altitude): the expanded value
    /// is worked out from the field's bits alone.
    package struct Expansion {
        package let name: String
        package let number: UInt8
        package let units: String
        package let kind: FieldKind
        package let rule: ComponentRule
        /// The component's bits, as the profile's bit stream would read them (no sign extension).
        package let mask: UInt64
    }

    package struct Step {
        package let coding: FieldCoding
        package let number: UInt8
        package let name: String
        package let units: String
        package let profile: FieldProfile?
        /// What the profile makes of the field's value (nil: no profile, the value stands as read).
        package let transform: ValueTransform?
        /// The profile's flags, read here for every message rather than from the profile (a reference counted).
        package let hasSubfields: Bool, hasComponents: Bool, isAccumulated: Bool
        package let expansion: Expansion?
        /// The field's subfields and what selects each, in the profile's order.
        package var subfields: [Subfield] = []
        /// The step whose expansion replaces this field when that step holds a value (-1: none).
        package var replacedBy = -1
    }

    /// A subfield and the reference values that select it: any one does (Garmin's first matching map wins; a
    /// subfield none selects is left out).
    package struct Subfield {
        package let profile: SubfieldProfile
        package let transform: ValueTransform
        package let selectors: [Selector]
    }

    /// A reference field's value that selects a subfield. The reference is the field as read: the last of its
    /// copies holding a valid value (a definition can list a field twice), read as Garmin's decoder compares
    /// it, as one integer (strings, floats and arrays never select).
    package struct Selector {
        /// The steps of the reference field, in the definition's order.
        package let steps: [Int]
        package let value: Int64
    }

    // Not the definition itself: a definition keeps its plans (`MessageDefinition.sharedPlan`), and a plan that
    // kept its definition made a cycle that freed neither, so every definition of a file stayed in memory (10 MB
    // of distinct definitions took `inspect` 1.4 GB). What the plans built on this one need of it:
    package let isBigEndian: Bool
    package let developerFields: [DeveloperFieldDefinition]
    package let name: String
    /// One per field of the definition with bytes, in its order.
    package let steps: [Step]
    /// No field with subfields, no components but one-to-one ones, no field given twice: `dump` writes these
    /// messages straight from their bytes (`JSONLayout`).
    package let isSimple: Bool
    /// No subfield is named like a field of the message or another subfield (the profile has no such name):
    /// a chosen subfield then takes a place of its own.
    package let subfieldNamesAreUnique: Bool
    /// The most fields a message can have once its subfields and components are added, for its buffer.
    package let maxEntries: Int
    /// How many steps have subfields.
    package let stepsWithSubfields: Int

    /// - Parameter wanted: the field numbers a reader wants (nil: all). The plan then reads those and the fields
    ///   they depend on (`fieldsNeeded`), and its messages have the wanted fields' values the whole message has.
    package init(_ definition: MessageDefinition, keeping wanted: [UInt8]? = nil) {
        isBigEndian = definition.isBigEndian
        developerFields = definition.developerFields
        name = definition.name
        let profile = definition.profile
        var simple =
            definition.globalNumber != MessageNumber.fieldDescription
            && definition.globalNumber != MessageNumber.developerDataId && !definition.repeatsFields
        let kept = wanted.map { Self.fieldsNeeded(for: $0, in: definition) }
        var steps: [Step] = []
        steps.reserveCapacity(definition.fields.count)
        for fd in definition.fields where fd.size > 0 && kept?[Int(fd.number)] != false {
            let fp = profile?.field(fd.number)
            let coding = FieldCoding(fd, bigEndian: definition.isBigEndian, profile: fp)
            var expansion: Expansion?
            if let fp, let profile {
                if !fp.subfields.isEmpty { simple = false }
                if fp.hasComponents {
                    expansion = Self.expansion(fd, fp, profile)
                    if expansion == nil { simple = false }
                }
            }
            steps.append(
                Step(
                    coding: coding, number: fd.number, name: fp?.name ?? String(fd.number),
                    units: fp?.units.first ?? "", profile: fp, transform: fp.map(ValueTransform.init),
                    hasSubfields: fp?.subfields.isEmpty == false, hasComponents: fp?.hasComponents == true,
                    isAccumulated: fp?.isAccumulated == true, expansion: expansion))
        }
        for i in steps.indices {
            if let x = steps[i].expansion, let j = steps.firstIndex(where: { $0.name == x.name }) {
                steps[j].replacedBy = i
            }
            for sub in steps[i].profile?.subfields ?? [] {
                let selectors = sub.maps.map { map in
                    Selector(steps: steps.indices.filter { steps[$0].number == map.fieldNumber }, value: map.rawValue)
                }
                steps[i].subfields.append(Subfield(profile: sub, transform: ValueTransform(sub), selectors: selectors))
            }
        }
        self.steps = steps
        isSimple = simple
        // Arrays, not sets: the first `Set<String>` a run makes costs the runtime a scan of every protocol
        // conformance.
        var names = steps.map(\.name)
        var unique = true
        for step in steps {
            for sub in step.profile?.subfields ?? [] {
                if names.contains(where: { MessageDecoder.same($0, sub.name) }) { unique = false }
                names.append(sub.name)
            }
        }
        subfieldNamesAreUnique = unique
        // A compressed timestamp, the fields, their subfields, and their components' destinations.
        maxEntries = names.count + 1 + steps.reduce(0) { $0 + ($1.profile?.components.count ?? 0) }
        stepsWithSubfields = steps.reduce(0) { $0 + ($1.subfields.isEmpty ? 0 : 1) }
    }

    /// Which fields of `definition` a message must be read with (indexed by field number) for the fields numbered
    /// `wanted` to come out as they do from the whole message: those; every field whose components, or its
    /// subfields', lead (through any chain) to one of them or to an accumulated field, and every accumulated
    /// field (an accumulated value carries from message to message); and the fields that choose the subfields
    /// of all these. Leaving out any other changes nothing of theirs: it is neither read by them, nor expanded
    /// into them, nor named like them (subfield names are the profile's own).
    static func fieldsNeeded(for wanted: [UInt8], in definition: MessageDefinition) -> [Bool] {
        var keep = [Bool](repeating: false, count: 256)
        for number in wanted { keep[Int(number)] = true }
        guard let profile = definition.profile else { return keep }
        // The profile's components form no cycle; the depth limit only stops a damaged one from looping.
        func leadsToKept(_ number: UInt8, depth: Int) -> Bool {
            if keep[Int(number)] { return true }
            guard depth < 8, let field = profile.field(number) else { return false }
            if field.isAccumulated { return true }
            if field.components.contains(where: { leadsToKept($0, depth: depth + 1) }) { return true }
            return field.subfields.contains { $0.components.contains { leadsToKept($0, depth: depth + 1) } }
        }
        var needed: [UInt8] = []
        for field in definition.fields where leadsToKept(field.number, depth: 0) { needed.append(field.number) }
        for number in needed {
            keep[Int(number)] = true
            for subfield in profile.field(number)?.subfields ?? [] {
                for map in subfield.maps { keep[Int(map.fieldNumber)] = true }
            }
        }
        return keep
    }

    /// Whether `selector` selects its subfield in the message whose bytes start at `base`.
    @inline(__always)
    package func selects(_ selector: Selector, _ base: UnsafeRawPointer) -> Bool {
        for i in selector.steps.reversed() {
            var isByteArray = false
            guard let value = steps[i].coding.rawValue(base, isByteArray: &isByteArray) else { continue }
            guard case .int(let v) = value else { return false }
            return v == selector.value
        }
        return false
    }

    /// The one-to-one expansion of a field, nil when its components are anything else.
    private static func expansion(_ fd: FieldDefinition, _ fp: FieldProfile, _ profile: MessageProfile) -> Expansion? {
        guard fp.components.count == 1, let base = fp.typeBase, fd.count == 1, fd.baseType != .string,
            Int(fp.bits[0]) == base.size * 8, let target = profile.field(fp.components[0]), !target.hasComponents,
            !target.isAccumulated
        else { return nil }
        return Expansion(
            name: target.name, number: target.number, units: fp.units.first ?? "", kind: target.kind,
            rule: ComponentRule(component: 0, of: fp, into: target),
            mask: fp.bits[0] >= 64 ? .max : (1 << UInt64(fp.bits[0])) - 1)
    }
}

/// A component of a field: bits of the field's bit stream that become a value of another field of the message,
/// its destination (FIT SDK, "Components"). The bits are scaled by the component's scale and offset; the
/// result is a value unless, put back into the destination's own scale and offset, it is the destination's
/// invalid value.
package struct ComponentRule: Sendable {
    let scale: Double, offset: Double
    let targetScale: Double, targetOffset: Double
    let targetInvalid: UInt64

    /// Component `i` of `field` (or of a subfield, through its arrays), into `target`.
    package init(scale: [Double], offset: [Double], component i: Int, into target: FieldProfile) {
        self.scale = i < scale.count ? scale[i] : 1
        self.offset = i < offset.count ? offset[i] : 0
        targetScale = target.scale.first ?? 1
        targetOffset = target.offset.first ?? 0
        targetInvalid = target.expandedInvalid
    }

    package init(component i: Int, of field: FieldProfile, into target: FieldProfile) {
        self.init(scale: field.scale, offset: field.offset, component: i, into: target)
    }

    /// The destination's value for the component's bits `v` (accumulated already, where the destination
    /// accumulates), nil when it is invalid; and the raw value the destination's type would hold, which
    /// components of the destination expand from in turn.
    @inline(__always)
    package func expand(_ v: Int64) -> (value: Double?, raw: Double) {
        let value = FieldCoding.scaled(Double(v), scale: scale, offset: offset)
        let raw = (value + targetOffset) * targetScale
        return (raw == Double(targetInvalid) ? nil : value, raw)
    }
}
