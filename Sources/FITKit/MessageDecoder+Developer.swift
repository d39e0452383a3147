import FITSupport
/// Developer fields: registering their descriptions from developer_data_id and field_description messages,
/// and reading them from data messages.
extension MessageDecoder {
    func registerDeveloperDataID(_ entries: [Entry], offset: Int) {
        guard
            let index = entries.first(where: { $0.number == DeveloperDataIdField.developerDataIndex.fieldNumber })?.raw
                .int, let i = UInt8(exactly: index)
        else {
            problems.append(
                FITError(
                    .invalidDeveloperField, at: offset, expected: "developer_data_index",
                    found: "developer_data_id without one"))
            return
        }
        developerDataIndices.insert(i)
        developerFields = developerFields.filter { $0.key.index != i }
        developerGeneration += 1
    }

    func registerFieldDescription(_ entries: [Entry], offset: Int) {
        func value(_ f: FieldDescriptionField) -> FieldValue? { entries.first { $0.number == f.fieldNumber }?.raw }
        guard let index = value(.developerDataIndex)?.int.flatMap(UInt8.init(exactly:)),
            let number = value(.fieldDefinitionNumber)?.int.flatMap(UInt8.init(exactly:)),
            let typeByte = value(.fitBaseTypeId)?.int
        else {
            problems.append(
                FITError(
                    .invalidDeveloperField, at: offset,
                    expected: "developer_data_index, field_definition_number and fit_base_type_id",
                    found: "an incomplete field_description"))
            return
        }
        guard developerDataIndices.contains(index) else {
            problems.append(
                FITError(
                    .invalidDeveloperField, at: offset, expected: "a developer_data_id for index \(index)",
                    found: "a field_description before it"))
            return
        }
        guard let type = BaseType(rawValue: UInt8(truncatingIfNeeded: typeByte) & 0x1F) else {
            problems.append(
                FITError(
                    .invalidDeveloperField, at: offset, expected: "a base type 0-16",
                    found: "\(typeByte)"))
            return
        }
        let key = DeveloperFieldKey(index: index, number: number)
        // As in Garmin's decoder, the first description of a field wins until its developer_data_id is redefined.
        guard developerFields[key] == nil else { return }
        let name: String =
            switch value(.fieldName) {
            case .string(let s)?: s
            case .array(let items)?: items.first??.string ?? "developer_\(index)_\(number)"
            default: "developer_\(index)_\(number)"
            }
        developerFields[key] = DeveloperFieldInfo(
            name: name, type: type, scale: value(.scale)?.double ?? 1, offset: value(.offset)?.double ?? 0,
            units: value(.units)?.string ?? "")
        developerGeneration += 1
    }

    /// The descriptions of a message's developer fields, resolved once per definition and description change.
    @inline(__always)
    func withDeveloperDescriptions<R>(_ raw: borrowing RawMessage, _ body: (DeveloperCache) -> R) -> R {
        developerCache.withPlan(for: raw, version: developerGeneration, make: { developerDescriptions($0) }, body)
    }

    private func developerDescriptions(_ definition: MessageDefinition) -> DeveloperCache {
        let infos = definition.developerFields.map {
            developerFields[DeveloperFieldKey(index: $0.developerDataIndex, number: $0.number)]
        }
        return DeveloperCache(definition: definition, infos: infos)
    }

    func reportMissingDescription(_ dd: DeveloperFieldDefinition, at offset: Int) {
        let key = DeveloperFieldKey(index: dd.developerDataIndex, number: dd.number)
        if reportedMissing.insert(key).inserted {
            problems.append(
                FITError(
                    .invalidDeveloperField, at: offset + 1 + dd.position,
                    expected: "a field_description for developer field "
                        + "\(dd.developerDataIndex):\(dd.number)",
                    found: "none; its bytes are skipped in every message"))
        }
    }

    /// The descriptions of a definition's developer fields, in its order, nil where no field_description
    /// was seen. Descriptions are learned from the developer_data_id and field_description messages given to
    /// `decode`.
    package func developerFieldInfos(_ definition: MessageDefinition) -> [DeveloperFieldInfo?] {
        developerCache.withPlan(for: definition, version: developerGeneration, make: { developerDescriptions($0) }) {
            $0.infos
        }
    }

    /// Only the developer fields of a data message, decoded.
    func decodeDeveloperFields(_ raw: borrowing RawMessage) -> [DeveloperField] {
        let definition = raw.definition
        guard !definition.developerFields.isEmpty else { return [] }
        return withDeveloperDescriptions(raw) { cache in
            var result: [DeveloperField] = []
            result.reserveCapacity(cache.infos.count)
            for (i, dd) in definition.developerFields.enumerated() {
                guard let info = cache.infos[i] else {
                    reportMissingDescription(dd, at: raw.offset)
                    continue
                }
                let coding = cache.steps[i].coding
                var isByteArray = false
                guard cache.steps[i].fits,
                    var value = coding.rawValue(raw.bytes.start, isByteArray: &isByteArray)
                else { continue }
                if applyProfile && coding.isScaled {
                    value = Self.scaled(value, scale: coding.scale, offset: coding.offset)
                }
                result.append(
                    DeveloperField(
                        name: info.name, developerDataIndex: dd.developerDataIndex, number: dd.number,
                        value: sanitize(value), units: info.units, baseType: info.type))
            }
            return result
        }
    }
}
