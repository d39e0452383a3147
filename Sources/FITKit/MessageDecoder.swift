/// Turns raw data messages into profile messages: field names, subfields, component expansion with
/// accumulation, scale and offset, enum names, date_times, and developer fields.
///
/// The rules follow Garmin's decoder (`garmin_fit_sdk/decoder.py` 21.218.0) step for step, so that `fitkit dump`
/// yields what it yields; where that decoder fails (compressed timestamps, NaN floats kept as values) we do the
/// right thing instead. The decoder keeps state across messages (accumulators, developer field descriptions).
public final class MessageDecoder {
    /// false gives raw values: names only, no scale/offset, enum names, subfields or components.
    public let applyProfile: Bool
    public private(set) var problems: [FITError] = []
    // Decoder state is touched for every message from one thread: no dynamic exclusivity checks on it.
    @exclusivity(unchecked) private var accumulator = Accumulator()
    @exclusivity(unchecked) private var developerDataIndices = Set<UInt8>()
    @exclusivity(unchecked) private var developerFields: [DeveloperFieldKey: DeveloperFieldInfo] = [:] {
        didSet { developerGeneration += 1 }
    }
    /// Changes whenever the developer field descriptions do, so resolved descriptions can be cached.
    @exclusivity(unchecked) private var developerGeneration = 0
    struct DeveloperCache {
        let definition: MessageDefinition
        let generation: Int
        let infos: [DeveloperFieldInfo?]
        /// `"name":` of each field, as JSON.
        let keys: [[UInt8]]
    }
    @exclusivity(unchecked) private var developerCache = [DeveloperCache?](repeating: nil, count: 16)
    /// Developer fields without a description are reported once each, not once per message.
    @exclusivity(unchecked) private var reportedMissing = Set<DeveloperFieldKey>()

    public init(applyProfile: Bool = true) { self.applyProfile = applyProfile }

    /// One field while a message is being built.
    private struct Entry {
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
            let local = Int(raw.definition.localNumber)
            if plans[local]?.definition !== raw.definition { plans[local] = DecodePlan(raw.definition) }
            if let plan = plans[local], plan.isSimple { return decodeSimple(raw, plan) }
        }
        return decodeInFull(raw)
    }

    /// Plans for the current definition of each local message number.
    @exclusivity(unchecked) var plans = [DecodePlan?](repeating: nil, count: 16)

    /// The same result as `decodeInFull` for the common messages whose fields need no subfield, accumulation or
    /// multi-part component: names, transforms and one-to-one expansions come from the plan.
    private func decodeSimple(_ raw: RawMessage, _ plan: DecodePlan) -> Message {
        let base = raw.bytes.baseAddress!
        let bigEndian = raw.definition.isBigEndian
        var fields: [Field] = []
        fields.reserveCapacity(plan.steps.count + plan.expansionCount)
        for step in plan.steps {
            var isByteArray = false
            guard let rawValue = FieldReading.read(base + step.position, size: step.size, type: step.type,
                                                   bigEndian: bigEndian, isByteArray: &isByteArray)
            else { continue }
            var value = rawValue
            if let p = step.profile,
               let v = Self.value(of: rawValue, kind: p.kind, scale: p.scale, offset: p.offset, isByteArray: isByteArray) {
                value = v
            }
            fields.append(Field(name: step.name, number: step.number, value: sanitize(value), units: step.units))
            if step.profile?.isAccumulated == true { seedAccumulator(plan.definition.globalNumber, step.number, rawValue) }
        }
        // Garmin expands the last such field first (its list is a stack). The source bits are read again
        // rather than kept, which costs less than a list per message.
        if plan.expansionCount > 0 {
            for step in plan.steps.reversed() {
                guard let x = step.expansion, let value = expandedValue(step, x, base, bigEndian) else { continue }
                let field = Field(name: x.name, number: x.number, value: value, units: x.units)
                if let j = fields.firstIndex(where: { $0.name == x.name }) { fields[j] = field } else { fields.append(field) }
            }
        }
        return Message(globalNumber: raw.definition.globalNumber, name: plan.name, fields: fields,
                       developerFields: decodeDeveloperFields(raw), offset: raw.offset)
    }

    /// The value a one-to-one component expansion gives, or nil when the source or the result is invalid.
    func expandedValue(_ step: DecodePlan.Step, _ x: DecodePlan.Expansion, _ base: UnsafeRawPointer,
                       _ bigEndian: Bool) -> FieldValue? {
        let bits = loadBits(base + step.position, step.type.size, bigEndian: bigEndian)
        guard !step.type.isInvalid(bits), !step.type.isFloat else { return nil }
        let value = Double(bits & x.mask) / x.scale - x.offset
        let rawTarget = (value + x.targetOffset) * x.targetScale
        guard rawTarget != Double(x.targetInvalid) else { return nil }
        return Self.named(number(value), kind: x.kind)
    }

    private func decodeInFull(_ raw: RawMessage) -> Message {
        let definition = raw.definition
        let profile = definition.profile
        var entries: [Entry] = []
        entries.reserveCapacity(definition.fields.count + 4)
        var withSubfields: [String] = []
        var toExpand: [String] = []
        let base = raw.bytes.baseAddress!

        if let t = raw.compressedTimestamp, profile?.field(253) != nil {
            entries.append(Entry(name: "timestamp", number: 253, raw: .int(Int64(t)), units: "s"))
        }
        for fd in definition.fields where fd.size > 0 {
            var isByteArray = false
            guard let value = FieldReading.read(base + fd.position, size: fd.size, type: fd.baseType,
                                                bigEndian: definition.isBigEndian, isByteArray: &isByteArray)
            else { continue }
            let fp = profile?.field(fd.number)
            let name = fp?.name ?? String(fd.number)
            entries.append(Entry(name: name, number: fd.number, raw: value, isByteArray: isByteArray,
                                 units: fp?.units.first ?? ""))
            guard let fp else { continue }
            if !fp.subfields.isEmpty { withSubfields.append(name) }
            if fp.hasComponents { toExpand.append(name) }
            if fp.isAccumulated { seedAccumulator(definition.globalNumber, fp.number, value) }
        }

        let developer = decodeDeveloperFields(raw)
        let mesgNum = definition.globalNumber
        if mesgNum == 207 {
            registerDeveloperDataID(entries, offset: raw.offset)
        } else if mesgNum == 206 {
            registerFieldDescription(entries, offset: raw.offset)
        } else if applyProfile, let profile {
            expandSubfields(profile, &entries, withSubfields, &toExpand)
            expandComponents(profile, &entries, &toExpand)
            transform(profile, &entries)
        }
        let fields = entries.map { e in
            Field(name: e.name, number: e.number, value: sanitize(e.expandedValue ?? e.raw), units: e.units)
        }
        return Message(globalNumber: mesgNum, name: definition.name, fields: fields, developerFields: developer,
                       offset: raw.offset)
    }

    // MARK: - Subfields

    private func expandSubfields(_ profile: MessageProfile, _ entries: inout [Entry], _ names: [String],
                                 _ toExpand: inout [String]) {
        for name in names {
            guard let original = entries.first(where: { $0.name == name }), let fp = profile.field(original.number)
            else { continue }
            for sub in fp.subfields {
                for map in sub.maps {
                    guard let refName = profile.field(map.fieldNumber)?.name,
                          let ref = entries.first(where: { $0.name == refName }),
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
            } else { continue }
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
                    expanded.append(Expansion(name: target.name, number: target.number,
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
            entries[i].expandedValue = Self.value(of: entries[i].raw, kind: kind, scale: scale, offset: offset,
                                                  isByteArray: entries[i].isByteArray)
        }
    }

    /// A raw value after the profile: enum names, scale and offset, date_times (Garmin's `__transform_values`).
    /// nil when the raw value stands as it is.
    static func value(of raw: FieldValue, kind: FieldKind, scale: [Double], offset: [Double],
                      isByteArray: Bool) -> FieldValue? {
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
        if let i = entries.firstIndex(where: { $0.name == entry.name }) { entries[i] = entry } else { entries.append(entry) }
    }

    func seedAccumulator(_ mesgNum: UInt16, _ fieldNum: UInt8, _ value: FieldValue) {
        if case .array(let items) = value {
            for case let v? in items { if let n = v.int { accumulator.seed(mesgNum, fieldNum, n) } }
        } else if let n = value.int {
            accumulator.seed(mesgNum, fieldNum, n)
        }
    }

    // MARK: - Developer fields

    private func registerDeveloperDataID(_ entries: [Entry], offset: Int) {
        guard let index = entries.first(where: { $0.number == 3 })?.raw.int, let i = UInt8(exactly: index) else {
            problems.append(FITError(.invalidDeveloperField, at: offset, expected: "developer_data_index",
                                     found: "developer_data_id without one"))
            return
        }
        developerDataIndices.insert(i)
        developerFields = developerFields.filter { $0.key.index != i }
    }

    private func registerFieldDescription(_ entries: [Entry], offset: Int) {
        func value(_ n: UInt8) -> FieldValue? { entries.first { $0.number == n }?.raw }
        guard let index = value(0)?.int.flatMap(UInt8.init(exactly:)),
              let number = value(1)?.int.flatMap(UInt8.init(exactly:)),
              let typeByte = value(2)?.int
        else {
            problems.append(FITError(.invalidDeveloperField, at: offset,
                                     expected: "developer_data_index, field_definition_number and fit_base_type_id",
                                     found: "an incomplete field_description"))
            return
        }
        guard developerDataIndices.contains(index) else {
            problems.append(FITError(.invalidDeveloperField, at: offset, expected: "a developer_data_id for index \(index)",
                                     found: "a field_description before it"))
            return
        }
        guard let type = BaseType(rawValue: UInt8(truncatingIfNeeded: typeByte) & 0x1F) else {
            problems.append(FITError(.invalidDeveloperField, at: offset, expected: "a base type 0-16",
                                     found: "\(typeByte)"))
            return
        }
        let key = DeveloperFieldKey(index: index, number: number)
        // As in Garmin's decoder, the first description of a field wins until its developer_data_id is redefined.
        guard developerFields[key] == nil else { return }
        let name: String = switch value(3) {
        case .string(let s)?: s
        case .array(let items)?: items.first??.string ?? "developer_\(index)_\(number)"
        default: "developer_\(index)_\(number)"
        }
        developerFields[key] = DeveloperFieldInfo(
            name: name, type: type, scale: value(6)?.double ?? 1, offset: value(7)?.double ?? 0,
            units: value(8)?.string ?? "")
    }

    /// The descriptions of a definition's developer fields, resolved once per definition and description change.
    func developerDescriptions(_ definition: MessageDefinition) -> DeveloperCache {
        let local = Int(definition.localNumber)
        if let c = developerCache[local], c.definition === definition, c.generation == developerGeneration { return c }
        let infos = definition.developerFields.map {
            developerFields[DeveloperFieldKey(index: $0.developerDataIndex, number: $0.number)]
        }
        let cache = DeveloperCache(definition: definition, generation: developerGeneration, infos: infos,
                                   keys: infos.map { DecodePlan.key($0?.name ?? "") })
        developerCache[local] = cache
        return cache
    }

    func reportMissingDescription(_ dd: DeveloperFieldDefinition, at offset: Int) {
        let key = DeveloperFieldKey(index: dd.developerDataIndex, number: dd.number)
        if reportedMissing.insert(key).inserted {
            problems.append(FITError(.invalidDeveloperField, at: offset + 1 + dd.position,
                                     expected: "a field_description for developer field "
                                         + "\(dd.developerDataIndex):\(dd.number)",
                                     found: "none; its bytes are skipped in every message"))
        }
    }

    func decodeDeveloperFields(_ raw: RawMessage) -> [DeveloperField] {
        let definition = raw.definition
        guard !definition.developerFields.isEmpty else { return [] }
        let infos = developerDescriptions(definition).infos
        var result: [DeveloperField] = []
        result.reserveCapacity(infos.count)
        for (dd, info) in zip(definition.developerFields, infos) {
            guard let info else {
                reportMissingDescription(dd, at: raw.offset)
                continue
            }
            var isByteArray = false
            guard dd.size >= info.type.size,
                  var value = FieldReading.read(raw.bytes.baseAddress! + dd.position, size: dd.size, type: info.type,
                                                bigEndian: definition.isBigEndian, isByteArray: &isByteArray)
            else { continue }
            if applyProfile && (info.scale != 1 || info.offset != 0) && info.type != .string {
                value = Self.scaled(value, scale: info.scale, offset: info.offset)
            }
            result.append(DeveloperField(name: info.name, developerDataIndex: dd.developerDataIndex, number: dd.number,
                                         value: sanitize(value), units: info.units))
        }
        return result
    }
}

struct DeveloperFieldKey: Hashable {
    let index: UInt8
    let number: UInt8
}

struct DeveloperFieldInfo {
    let name: String
    let type: BaseType
    let scale: Double
    let offset: Double
    let units: String
}

/// How to decode the data messages of one definition, worked out once: names, profiles, and whether the
/// message needs the full machinery (subfields, accumulation, multi-part components) or not.
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
        let key: [UInt8]
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
        /// `"name":` as JSON, for writing the message without building it.
        let key: [UInt8]
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
        /// Where the step's `"name":` is in `keyBytes`.
        let keyStart: Int
        let keyCount: Int
    }

    private(set) var jsonSteps: [JSONStep] = []
    private(set) var keyBytes: [UInt8] = []

    let definition: MessageDefinition
    let name: String
    let steps: [Step]
    let isSimple: Bool
    let expansionCount: Int

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
                                              units: fp.units.first ?? "", key: Self.key(target.name))
                    } else {
                        simple = false
                    }
                }
            }
            let name = fp?.name ?? String(fd.number)
            steps.append(Step(position: fd.position, size: fd.size, type: fd.baseType, number: fd.number,
                              name: name, units: fp?.units.first ?? "", profile: fp, expansion: expansion,
                              key: Self.key(name), render: Self.render(fd, fp)))
        }
        for i in steps.indices {
            guard let x = steps[i].expansion, let j = steps.firstIndex(where: { $0.name == x.name }) else { continue }
            steps[j].replacedBy = i
        }
        self.steps = steps
        self.isSimple = simple
        self.expansionCount = steps.filter { $0.expansion != nil }.count
        for step in steps {
            jsonSteps.append(JSONStep(position: step.position, size: step.size, type: step.type, render: step.render,
                                      replacedBy: step.replacedBy, isAccumulated: step.profile?.isAccumulated == true,
                                      number: step.number, keyStart: keyBytes.count, keyCount: step.key.count))
            keyBytes += step.key
        }
    }

    static func key(_ name: String) -> [UInt8] {
        let out = ByteBuffer(capacity: 64)
        JSONText.appendString(name, to: out)
        out.append(UInt8(ascii: ":"))
        return Array(out.bytes)
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
            guard scale.count <= 1, type != .byte || fd.count == 1 else { return .generic }
            let s = scale.first ?? 1, o = offset.first ?? 0
            if !type.isFloat && o == 0, let digits = [10.0: 1, 100.0: 2, 1000.0: 3][s] { return .decimal(digits: digits) }
            if type.isFloat || s != 1 { return .real(scale: s, offset: o) }
            return o == o.rounded() ? .integer(offset: Int64(o)) : .generic
        case .enumeration(let t):
            return type.isFloat ? .generic : .enumeration(t)
        case .dateTime:
            return type.isFloat || type.isSigned ? .generic : .dateTime
        }
    }
}
