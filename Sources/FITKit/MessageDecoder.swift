import FITProfile
import FITSupport

/// Turns raw data messages into profile messages: field names, subfields, component expansion with
/// accumulation, scale and offset, enum names, date_times, and developer fields.
///
/// The rules follow Garmin's decoder (`garmin_fit_sdk/decoder.py` 21.218.0) step for step, so that `fitkit dump`
/// yields what it yields; where that decoder fails (compressed timestamps, NaN floats kept as values) we do the
/// right thing instead. The decoder keeps state across messages (accumulators, developer field descriptions).
public final class MessageDecoder {
    /// false gives raw values: names only, no scale/offset, enum names, subfields or components.
    public let applyProfile: Bool
    public internal(set) var problems: [FITError] = []
    // Decoder state is touched for every message from one thread: no dynamic exclusivity checks on it.
    @exclusivity(unchecked) var accumulator = Accumulator()
    /// Writes date_time values of the JSON written straight from bytes.
    @exclusivity(unchecked) var clock = ISO8601Writer()
    @exclusivity(unchecked) var developerDataIndices = Set<UInt8>()
    @exclusivity(unchecked) var developerFields: [DeveloperFieldKey: DeveloperFieldInfo] = [:] {
        didSet { developerGeneration += 1 }
    }
    /// Changes whenever the developer field descriptions do, so resolved descriptions can be cached.
    @exclusivity(unchecked) var developerGeneration = 0
    /// A definition's developer fields with their descriptions, resolved once per definition and description
    /// change, and laid out for writing JSON straight from the bytes.
    final class DeveloperCache {
        let infos: [DeveloperFieldInfo?]
        /// What the JSON writer needs of each field, in the definition's order: plain data, no strings to copy.
        struct Step {
            let position: Int
            let size: Int
            let type: BaseType
            /// The field's key in `keyBytes`.
            let key: JSONKeyTable.Key
            /// Has a description, and is at least one element of its type long.
            let described: Bool, fits: Bool
            /// One number of fewer than 8 bytes: read straight from its bits.
            let isScalar: Bool
            let scale: Double, offset: Double
            var isPlain: Bool { scale == 1 && offset == 0 }
        }
        let steps: [Step]
        /// Whether every field has a description (a message then has no problem to report).
        let allDescribed: Bool
        /// The keys of `steps` (`JSONKeyTable.padded`).
        let keyBytes: [UInt8]
        /// The text last written for each of `steps` that is written as a double (a cache belongs to one decoder).
        let memos: UnsafeMutablePointer<TextMemo>

        init(definition: MessageDefinition, infos: [DeveloperFieldInfo?]) {
            self.infos = infos
            var keys = JSONKeyTable()
            steps = zip(definition.developerFields, infos).map { dd, info in
                let type = info?.type ?? .byte
                return Step(
                    position: dd.position, size: dd.size, type: type, key: keys.add(info?.name ?? ""),
                    described: info != nil, fits: dd.size >= type.size,
                    isScalar: dd.size == type.size && type != .string && type.size < 8,
                    scale: info?.scale ?? 1, offset: info?.offset ?? 0)
            }
            allDescribed = !infos.contains { $0 == nil }
            self.keyBytes = keys.padded
            memos = TextMemo.allocate(steps.count)
        }

        deinit { memos.deallocate() }
    }
    let developerCache = PlanCache<DeveloperCache>()
    /// Developer fields without a description are reported once each, not once per message.
    @exclusivity(unchecked) var reportedMissing = Set<DeveloperFieldKey>()

    public init(applyProfile: Bool = true) { self.applyProfile = applyProfile }

    /// One field while a message is being built.
    struct Entry {
        var name: String
        var number: UInt8
        var raw: FieldValue
        var isByteArray = false
        var isSubfield = false
        /// Set for fields expanded from components: their values are final.
        var expandedValue: FieldValue?
        var units = ""
    }

    public func decode(_ raw: RawMessage) -> Message {
        if applyProfile && raw.compressedTimestamp == nil {
            if let message = plans.withPlan(
                for: raw, make: DecodePlan.init,
                { plan in
                    plan.decodesFromPlan ? decodeSimple(raw, plan) : nil
                })
            {
                return message
            }
        }
        return decodeInFull(raw)
    }

    /// Plans for the current definition of each local message number.
    let plans = PlanCache<DecodePlan>()

    /// The same result as `decodeInFull` for the common messages whose fields need no accumulated or
    /// multi-part component, and whose subfields only rename and rescale (`DecodePlan.decodesFromPlan`): names,
    /// transforms, subfields and one-to-one expansions come from the plan.
    private func decodeSimple(_ raw: RawMessage, _ plan: DecodePlan) -> Message {
        let base = raw.bytes.baseAddress!
        let bigEndian = raw.definition.isBigEndian
        var fields: [Field] = []
        fields.reserveCapacity(plan.steps.count + plan.subfieldSteps.count + plan.expansionSteps.count)
        // The steps are read in place: copying one (for `for step in steps`) retains its strings and profile,
        // more than reading its field costs.
        plan.steps.withUnsafeBufferPointer { steps in
            for i in steps.indices {
                var isByteArray = false
                guard
                    let rawValue = FieldReading.read(
                        base + steps[i].position, size: steps[i].size,
                        type: steps[i].type, bigEndian: bigEndian,
                        isByteArray: &isByteArray)
                else { continue }
                var value = rawValue
                if let p = steps[i].profile {
                    if let v = Self.value(
                        of: rawValue, kind: p.kind, scale: p.scale, offset: p.offset,
                        isByteArray: isByteArray)
                    {
                        value = v
                    }
                    if p.isAccumulated { seedAccumulator(plan.definition.globalNumber, steps[i].number, rawValue) }
                }
                fields.append(
                    Field(
                        name: steps[i].name, number: steps[i].number, value: sanitize(value),
                        units: steps[i].units))
            }
        }
        if !plan.subfieldSteps.isEmpty { addSubfields(plan, base, bigEndian, to: &fields) }
        // Garmin expands the last such field first (its list is a stack). The source bits are read again
        // rather than kept, which costs less than a list per message.
        for step in plan.expansionSteps {
            guard let value = expandedValue(step, base, bigEndian), let x = plan.steps[step.source].expansion else {
                continue
            }
            let field = Field(name: x.name, number: x.number, value: value, units: x.units)
            if let j = fields.firstIndex(where: { $0.name == x.name }) {
                fields[j] = field
            } else {
                fields.append(field)
            }
        }
        return Message(
            globalNumber: raw.definition.globalNumber, name: plan.name, fields: fields,
            developerFields: decodeDeveloperFields(raw), offset: raw.offset)
    }

    /// The subfields the values as read select, as `expandSubfields` and `transform` add them: the original's
    /// value under the subfield's name, units, scale and offset. (Their names are unlike any other's in the
    /// message: `DecodePlan.subfieldSteps`.) The few fields involved are read again from the bytes.
    private func addSubfields(
        _ plan: DecodePlan, _ base: UnsafeRawPointer, _ bigEndian: Bool,
        to fields: inout [Field]
    ) {
        for entry in plan.subfieldSteps {
            var isByteArray = false
            guard
                let original = FieldReading.read(
                    base + entry.position, size: entry.size, type: entry.type,
                    bigEndian: bigEndian, isByteArray: &isByteArray)
            else { continue }
            for sub in entry.subfields {
                guard
                    sub.selectors.contains(where: { selector in
                        let bits = loadBits(base + selector.position, selector.type.size, bigEndian: bigEndian)
                        guard !selector.type.isInvalid(bits), case .int(let v) = selector.type.value(ofBits: bits)
                        else {
                            return false
                        }
                        return v == selector.value
                    })
                else { continue }
                let p = sub.profile
                let value =
                    Self.value(
                        of: original, kind: p.kind, scale: p.scale, offset: p.offset,
                        isByteArray: isByteArray) ?? original
                fields.append(
                    Field(
                        name: p.name, number: entry.number, value: sanitize(value),
                        units: p.units.first ?? ""))
            }
        }
    }

    /// The value a one-to-one component expansion gives, or nil when the source or the result is invalid.
    func expandedValue(_ x: DecodePlan.ExpansionStep, _ base: UnsafeRawPointer, _ bigEndian: Bool) -> FieldValue? {
        let bits = loadBits(base + x.position, x.type.size, bigEndian: bigEndian)
        return Self.expandedNumber(x, bits).map { Self.named(number($0), kind: x.kind) }
    }

    /// The value `bits` expand to, before it is named; nil when they or it are invalid.
    @inline(__always)
    static func expandedNumber(_ x: DecodePlan.ExpansionStep, _ bits: UInt64) -> Double? {
        guard !x.type.isInvalid(bits), !x.type.isFloat else { return nil }
        let value = Double(bits & x.mask) / x.scale - x.offset
        let rawTarget = (value + x.targetOffset) * x.targetScale
        return rawTarget != Double(x.targetInvalid) ? value : nil
    }

    /// Every message the general way: what `decode` gives, whichever way it takes.
    func decodeInFull(_ raw: RawMessage) -> Message {
        let definition = raw.definition
        let profile = definition.profile
        var entries: [Entry] = []
        entries.reserveCapacity(definition.fields.count + 4)
        var withSubfields: [UInt8] = []
        var toExpand: [String] = []
        let base = raw.bytes.baseAddress!

        if let t = raw.compressedTimestamp, let fp = profile?.field(CommonField.timestamp) {
            entries.append(Entry(name: fp.name, number: fp.number, raw: .int(Int64(t)), units: "s"))
        }
        for fd in definition.fields where fd.size > 0 {
            var isByteArray = false
            guard
                let value = FieldReading.read(
                    base + fd.position, size: fd.size, type: fd.baseType,
                    bigEndian: definition.isBigEndian, isByteArray: &isByteArray)
            else { continue }
            let fp = profile?.field(fd.number)
            let name = fp?.name ?? String(fd.number)
            let entry = Entry(
                name: name, number: fd.number, raw: value, isByteArray: isByteArray, units: fp?.units.first ?? "")
            // A field listed twice: the later copy's value wins; its components are expanded once per copy, each
            // time from the value that won (Garmin's decoder, whose destinations so hold one value per copy).
            if definition.repeatsFields, let earlier = entries.firstIndex(where: { $0.number == fd.number }) {
                entries[earlier] = entry
                if fp?.hasComponents == true { toExpand.append(name) }
                if fp?.isAccumulated == true { seedAccumulator(definition.globalNumber, fd.number, value) }
                continue
            }
            entries.append(entry)
            guard let fp else { continue }
            if !fp.subfields.isEmpty { withSubfields.append(fd.number) }
            if fp.hasComponents { toExpand.append(name) }
            if fp.isAccumulated { seedAccumulator(definition.globalNumber, fp.number, value) }
        }

        let developer = decodeDeveloperFields(raw)
        let mesgNum = definition.globalNumber
        if mesgNum == MessageNumber.developerDataId {
            registerDeveloperDataID(entries, offset: raw.offset)
        } else if mesgNum == MessageNumber.fieldDescription {
            registerFieldDescription(entries, offset: raw.offset)
        } else if applyProfile, let profile {
            expandSubfields(profile, &entries, withSubfields, &toExpand)
            expandComponents(profile, &entries, &toExpand)
            transform(profile, &entries)
        }
        let fields = entries.map { e in
            Field(name: e.name, number: e.number, value: sanitize(e.expandedValue ?? e.raw), units: e.units)
        }
        return Message(
            globalNumber: mesgNum, name: definition.name, fields: fields, developerFields: developer,
            offset: raw.offset)
    }

    // MARK: - Subfields

    /// - Parameter numbers: the fields read that have subfields. Fields are found by number (not by name, which
    /// meant thousands of string comparisons in a long message); only fields as read, not subfields added here.
    private func expandSubfields(
        _ profile: MessageProfile, _ entries: inout [Entry], _ numbers: [UInt8],
        _ toExpand: inout [String]
    ) {
        for number in numbers {
            guard let original = entries.first(where: { $0.number == number && !$0.isSubfield }),
                let fp = profile.field(number)
            else { continue }
            for sub in fp.subfields {
                for map in sub.maps {
                    guard let ref = entries.first(where: { $0.number == map.fieldNumber && !$0.isSubfield }),
                        case .int(let v) = ref.raw, v == map.rawValue
                    else { continue }
                    var entry = original
                    entry.name = sub.name
                    entry.isSubfield = true
                    entry.units = sub.units.first ?? ""
                    upsert(&entries, entry)
                    if !sub.components.isEmpty { toExpand.append(sub.name) }
                    break
                }
            }
        }
    }

    // MARK: - Components

    /// The destination of one or more components, while the message's components are expanded.
    private struct Expansion {
        var name: String
        var number: UInt8
        var raws: [FieldValue?] = []
        var values: [FieldValue?] = []
        var units: String
    }

    private func expandComponents(_ profile: MessageProfile, _ entries: inout [Entry], _ toExpand: inout [String]) {
        guard !toExpand.isEmpty else { return }
        var expanded: [Expansion] = []
        while let name = toExpand.popLast() {
            // Garmin prefers the field as read over one expanded earlier in this message.
            let source: (number: UInt8, raw: FieldValue, isSubfield: Bool, isByteArray: Bool)
            if let e = entries.first(where: { $0.name == name }) {
                source = (e.number, e.raw, e.isSubfield, e.isByteArray)
            } else if let x = expanded.first(where: { $0.name == name }) {
                source = (x.number, .array(x.raws), false, false)
            } else {
                continue
            }
            guard let fp = profile.field(source.number) else { continue }
            let components: [UInt8], bits: [UInt8], scales: [Double], offsets: [Double], units: [String]
            let typeBase: BaseType?
            if source.isSubfield, let sub = fp.subfields.first(where: { $0.name == name }) {
                (components, bits, scales, offsets, units, typeBase) =
                    (sub.components, sub.bits, sub.scale, sub.offset, sub.units, sub.typeBase)
            } else {
                (components, bits, scales, offsets, units, typeBase) =
                    (fp.components, fp.bits, fp.scale, fp.offset, fp.units, fp.typeBase)
            }
            guard !components.isEmpty, let typeBase else { continue }
            // Garmin reads byte arrays as one opaque value here and fails; we expand them as the profile means.
            guard var stream = BitStream(source.raw, elementBits: typeBase.size * 8, invalid: typeBase.invalidBits)
            else { continue }
            for i in components.indices {
                let width = Int(bits[i])
                guard stream.available >= width, let target = profile.field(components[i]) else { break }
                let index: Int
                if let j = expanded.firstIndex(where: { $0.name == target.name }) {
                    index = j
                } else {
                    expanded.append(
                        Expansion(
                            name: target.name, number: target.number,
                            units: i < units.count ? units[i] : (target.units.first ?? "")))
                    index = expanded.count - 1
                }
                var v = Int64(bitPattern: stream.read(width))
                if target.isAccumulated {
                    v = accumulator.accumulate(profile.number, target.number, v, bits: width)
                }
                let scale = i < scales.count ? scales[i] : 1, offset = i < offsets.count ? offsets[i] : 0
                let value = Double(v) / scale - offset
                let rawValue = (value + (target.offset.first ?? 0)) * (target.scale.first ?? 1)
                expanded[index].raws.append(.int(Int64(rawValue)))
                if rawValue == Double(target.expandedInvalid) {
                    expanded[index].values.append(nil)
                } else {
                    expanded[index].values.append(Self.named(number(value), kind: target.kind))
                }
                if target.hasComponents { toExpand.append(target.name) }
                if stream.available == 0 { break }
            }
        }
        for x in expanded where x.values.contains(where: { $0 != nil }) {
            var entry = Entry(name: x.name, number: x.number, raw: .array(x.raws), units: x.units)
            entry.expandedValue = .array(x.values)
            upsert(&entries, entry)
        }
    }

    func number(_ v: Double) -> FieldValue {
        v.rounded() == v && abs(v) < 9.0e18 ? .int(Int64(v)) : .double(v)
    }

    // MARK: - Values

    private func transform(_ profile: MessageProfile, _ entries: inout [Entry]) {
        for i in entries.indices where entries[i].expandedValue == nil {
            guard let fp = profile.field(entries[i].number) else { continue }
            var kind = fp.kind, scale = fp.scale, offset = fp.offset
            if entries[i].isSubfield, let sub = fp.subfields.first(where: { $0.name == entries[i].name }) {
                (kind, scale, offset) = (sub.kind, sub.scale, sub.offset)
            }
            entries[i].expandedValue = Self.value(
                of: entries[i].raw, kind: kind, scale: scale, offset: offset,
                isByteArray: entries[i].isByteArray)
        }
    }

    /// A raw value after the profile: enum names, scale and offset, date_times (Garmin's `__transform_values`).
    /// nil when the raw value stands as it is.
    static func value(
        of raw: FieldValue, kind: FieldKind, scale: [Double], offset: [Double],
        isByteArray: Bool
    ) -> FieldValue? {
        switch kind {
        case .enumeration:
            return isByteArray ? nil : named(raw, kind: kind)
        case .numeric:
            guard scale.count <= 1 && !isByteArray else { return nil }
            return scaled(raw, scale: scale.first ?? 1, offset: offset.first ?? 0)
        case .dateTime:
            if let t = raw.int, t >= 0, t <= Int64(UInt32.max) { return .time(UInt32(t)) }
            return nil
        case .plain:
            return nil
        }
    }

    static func named(_ value: FieldValue, kind: FieldKind) -> FieldValue {
        guard case .enumeration(let t) = kind else { return value }
        switch value {
        case .int(let v): return v >= 0 ? Profile.types[t].name(of: UInt64(v)).map { .string($0) } ?? value : value
        case .array(let items): return .array(items.map { $0.map { named($0, kind: kind) } })
        default: return value
        }
    }

    /// raw / scale - offset, with Garmin's types: dividing gives a double; subtracting alone keeps an integer.
    static func scaled(_ value: FieldValue, scale: Double, offset: Double) -> FieldValue {
        switch value {
        case .array(let items): return .array(items.map { $0.map { scaled($0, scale: scale, offset: offset) } })
        case .int(let v) where scale == 1: return offset == 0 ? value : .int(v - Int64(offset))
        case .uint where scale == 1 && offset == 0: return value
        case .int, .uint, .double:
            let d = value.double!
            return .double((scale == 1 ? d : d / scale) - offset)
        default: return value
        }
    }

    /// Garmin reports a one-element array as its element.
    func sanitize(_ value: FieldValue) -> FieldValue {
        if case .array(let items) = value, items.count == 1, let only = items[0] { return only }
        return value
    }

    private func upsert(_ entries: inout [Entry], _ entry: Entry) {
        if let i = entries.firstIndex(where: { $0.name == entry.name }) {
            entries[i] = entry
        } else {
            entries.append(entry)
        }
    }

    func seedAccumulator(_ mesgNum: UInt16, _ fieldNum: UInt8, _ value: FieldValue) {
        if case .array(let items) = value {
            for case let v? in items { if let n = v.int { accumulator.seed(mesgNum, fieldNum, n) } }
        } else if let n = value.int {
            accumulator.seed(mesgNum, fieldNum, n)
        }
    }
}

struct DeveloperFieldKey: Hashable {
    let index: UInt8
    let number: UInt8
}

/// What a field_description says about one developer field.
public struct DeveloperFieldInfo: Sendable {
    public let name: String
    public let type: BaseType
    public let scale: Double
    public let offset: Double
    public let units: String
}
