import FITKit
import FITSupport

/// One row per message, in the layout of Garmin's FitCSVTool, for people who debug devices: a `Definition`
/// row for each definition message (field names and element counts) and a `Data` row for each data message
/// (profile names, values after scale and offset, enum names, date_times as FIT seconds, arrays joined by `|`,
/// units). Every row has the header's width: the first pass finds the widest message.
package enum RawCSVExporter {
    /// Writes `source` (opened twice through `open`); returns the error that stopped decoding, if any.
    package static func write(
        _ open: () throws(ExportError) -> any ByteSource, options: DecodeOptions,
        to out: TextSink
    ) throws(ExportError) -> FITError? {
        var width = 0
        _ = try messages(open(), options) { record in
            switch record {
            case .definition(let d): width = max(width, d.fields.count + d.developerFields.count)
            case .data(_, let message): width = max(width, message.fields.count + message.developerFields.count)
            }
        }
        let b = out.buffer
        b.append("Type,Local Number,Message")
        for i in 1...max(width, 1) {
            for label: StaticString in [",Field ", ",Value ", ",Units "] {
                b.append(label)
                b.append(decimal: Int64(i))
            }
        }
        b.append(UInt8(ascii: "\n"))
        var writeError: ExportError?
        let failure = try messages(open(), options) { record in
            guard writeError == nil else { return }
            var cells = 0
            switch record {
            case .definition(let d):
                row("Definition", d.localNumber, d.name, b)
                for f in d.fields {
                    cell(d.profile?.field(f.number)?.name ?? "unknown_\(f.number)", Int64(f.count), "", b)
                }
                for f in d.developerFields {
                    cell("developer_\(f.developerDataIndex)_\(f.number)", Int64(f.size), "", b)
                }
                cells = d.fields.count + d.developerFields.count
            case .data(let local, let message):
                row("Data", local, message.name, b)
                for f in message.fields { cell(f.name, f.value, f.units, b) }
                for f in message.developerFields { cell(f.name, f.value, f.units, b) }
                cells = message.fields.count + message.developerFields.count
            }
            for _ in cells..<max(width, 1) { b.append(",,,") }
            b.append(UInt8(ascii: "\n"))
            do throws(OutputError) { try out.flushIfFull() } catch { writeError = .output(error) }
        }
        if let writeError { throw writeError }
        return failure
    }

    /// A row of the file: a definition, or a data message of a local number, decoded.
    private enum Record {
        case definition(MessageDefinition)
        case data(local: UInt8, Message)
    }

    /// Calls `body` with every definition and every data message, decoded; hr messages are not merged into
    /// records here: raw means as written.
    private static func messages(
        _ source: any ByteSource, _ options: DecodeOptions, _ body: (Record) -> Void
    ) -> FITError? {
        let reader = FITReader(source: source, options: options)
        let decoder = MessageDecoder()
        do throws(FITError) {
            var data: Record?
            while let event = try reader.nextEvent(message: { raw in
                data = .data(local: raw.definition.localNumber, decoder.decode(raw))
            }) {
                switch event {
                case .definition(let d): body(.definition(d))
                case .message: if let data { body(data) }
                case .header, .fileEnd: continue
                }
            }
        } catch {
            return error
        }
        return nil
    }

    private static func row(_ type: StaticString, _ local: UInt8, _ name: String, _ b: ByteBuffer) {
        b.append(type)
        b.append(UInt8(ascii: ","))
        b.append(decimal: Int64(local))
        b.append(UInt8(ascii: ","))
        b.append(csvCell: name)
    }

    private static func cell(_ name: String, _ count: Int64, _ units: String, _ b: ByteBuffer) {
        b.append(UInt8(ascii: ","))
        b.append(csvCell: name)
        b.append(UInt8(ascii: ","))
        b.append(decimal: count)
        b.append(UInt8(ascii: ","))
    }

    private static func cell(_ name: String, _ value: FieldValue, _ units: String, _ b: ByteBuffer) {
        b.append(UInt8(ascii: ","))
        b.append(csvCell: name)
        b.append(UInt8(ascii: ","))
        b.append(csvCell: text(value))
        b.append(UInt8(ascii: ","))
        b.append(csvCell: units)
    }

    private static func text(_ value: FieldValue) -> String {
        switch value {
        case .int(let v): String(v)
        case .uint(let v): String(v)
        case .double(let v):
            v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
        case .string(let s): s
        case .time(let t): String(t)
        case .array(let items): items.map { $0.map(text) ?? "" }.joined(separator: "|")
        }
    }
}
