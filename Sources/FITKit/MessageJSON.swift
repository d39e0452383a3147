import FITSupport
/// The JSON line `fitkit dump` prints for a message:
/// `{"message":NAME,"fields":{...},"developer_fields":{...}}`, date_times as ISO 8601 UTC text, invalid
/// array elements as null.
extension Message {
    package func appendJSON(to out: ByteBuffer) {
        out.append(#"{"message":"#)
        JSONText.appendString(name, to: out)
        out.append(#","fields":"#)
        Self.appendObject(fields.lazy.map { ($0.name, $0.value) }, to: out)
        if !developerFields.isEmpty {
            out.append(#","developer_fields":"#)
            Self.appendObject(developerFields.lazy.map { ($0.name, $0.value) }, to: out)
        }
        out.append("}\n")
    }

    /// `{"name":value,...}`
    static func appendObject(_ members: some Sequence<(String, FieldValue)>, to out: ByteBuffer) {
        out.append(UInt8(ascii: "{"))
        var first = true
        for (name, value) in members {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            JSONText.appendString(name, to: out)
            out.append(UInt8(ascii: ":"))
            value.appendJSON(to: out)
        }
        out.append(UInt8(ascii: "}"))
    }
}

extension FieldValue {
    package func appendJSON(to out: ByteBuffer) {
        switch self {
        case .int(let v): JSONText.appendInt(v, to: out)
        case .uint(let v): out.append(String(v))
        case .double(let v): JSONText.appendDouble(v, to: out)
        case .string(let s): JSONText.appendString(s, to: out)
        case .time(let t): FITTime.appendISO8601(Int64(t), to: out, quoted: true)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if let item { item.appendJSON(to: out) } else { out.append("null") }
            }
            out.append(UInt8(ascii: "]"))
        }
    }
}
