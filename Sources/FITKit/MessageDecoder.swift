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
    private var accumulator = Accumulator()
    private var developerDataIndices = Set<UInt8>()
    private var developerFields: [DeveloperFieldKey: DeveloperFieldInfo] = [:]

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

    private func number(_ v: Double) -> FieldValue {
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
            let raw = entries[i].raw
            switch kind {
            case .enumeration:
                if !entries[i].isByteArray { entries[i].expandedValue = Self.named(raw, kind: kind) }
            case .numeric:
                if scale.count <= 1 && !entries[i].isByteArray {
                    entries[i].expandedValue = Self.scaled(raw, scale: scale.first ?? 1, offset: offset.first ?? 0)
                }
            case .dateTime:
                if let t = raw.int, t >= 0, t <= Int64(UInt32.max) { entries[i].expandedValue = .time(UInt32(t)) }
            case .plain:
                break
            }
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
    private func sanitize(_ value: FieldValue) -> FieldValue {
        if case .array(let items) = value, items.count == 1, let only = items[0] { return only }
        return value
    }

    private func upsert(_ entries: inout [Entry], _ entry: Entry) {
        if let i = entries.firstIndex(where: { $0.name == entry.name }) { entries[i] = entry } else { entries.append(entry) }
    }

    private func seedAccumulator(_ mesgNum: UInt16, _ fieldNum: UInt8, _ value: FieldValue) {
        let values: [FieldValue?] = if case .array(let items) = value { items } else { [value] }
        for case let v? in values { if let n = v.int { accumulator.seed(mesgNum, fieldNum, n) } }
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

    private func decodeDeveloperFields(_ raw: RawMessage) -> [DeveloperField] {
        let definition = raw.definition
        guard !definition.developerFields.isEmpty else { return [] }
        var result: [DeveloperField] = []
        for dd in definition.developerFields {
            guard let info = developerFields[DeveloperFieldKey(index: dd.developerDataIndex, number: dd.number)] else {
                problems.append(FITError(.invalidDeveloperField, at: raw.offset + 1 + dd.position,
                                         expected: "a field_description for developer field \(dd.developerDataIndex):"
                                             + "\(dd.number)", found: "none; \(dd.size) bytes skipped"))
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
