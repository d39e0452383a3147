import FITSupport
import FITKit

/// Reads records into rows of a `RecordLayout`: one double per column, NaN where the record has no valid
/// value. Most records are read straight from their bytes; the rest (components, developer fields) are decoded
/// in full. The row is reused from record to record, so reading allocates nothing per record.
package final class RecordRows {
    package let layout: RecordLayout
    /// The current row, valid until the next record is read.
    package let row: UnsafeMutableBufferPointer<Double>
    /// The row and, after it, the timestamp of records read as bytes.
    private let storage: UnsafeMutableBufferPointer<Double>
    private let plans = PlanCache<FieldPlan>()
    /// Whether each local number's records can be read as bytes (see `RecordLayout.isDirect`).
    @exclusivity(unchecked) private var direct = [Bool](repeating: false, count: RecordHeader.localTypes)
    /// Added to record times that are relative (seconds since the device started): the file's clock
    /// correction (`ActivitySummary.relativeTime`), so that rows carry absolute times.
    package var timeShift: UInt32 = 0
    /// Decodes developer fields and records that cannot be read directly; it learns developer field
    /// descriptions from the messages that carry them.
    let decoder = MessageDecoder()

    package init(layout: RecordLayout) {
        self.layout = layout
        storage = .allocate(capacity: layout.columns.count + 1)
        row = UnsafeMutableBufferPointer(rebasing: storage[..<layout.columns.count])
    }

    deinit { storage.deallocate() }

    /// The timestamp of the last record read as bytes, if it had one.
    var time: UInt32? {
        let t = storage[layout.columns.count]
        return RecordSample.seconds(t)  // nil for NaN, and for what a hostile file may give: -5, 1e20, 0.5
    }

    /// Fills the row from a record read as bytes; false when it must be decoded in full instead.
    func read(_ raw: borrowing RawMessage) -> Bool {
        let local = Int(raw.definition.localNumber)
        return plans.withPlan(
            for: raw,
            make: { definition in
                direct[local] = RecordLayout.isDirect(definition)
                let layout = layout
                return FieldPlan(
                    definition.decodePlan,
                    target: { coding, fp in
                        if fp.number == CommonField.timestamp {
                            return fp.kind == .dateTime ? layout.columns.count : nil
                        }
                        guard RecordLayout.isColumn(coding, fp) else { return nil }
                        return layout.index(of: RecordLayout.column(forField: fp.name, units: "").name)
                    }, developerFields: decoder.developerFieldInfos(definition),
                    developerTarget: { layout.index(of: RecordLayout.developerColumn($0.name)) })
            }
        ) { plan in
            guard direct[local] else { return false }
            storage.update(repeating: .nan)
            plan.read(raw, into: storage.start)
            return true
        }
    }

    /// Fills the row from a fully decoded record.
    package func read(_ record: Message) {
        row.update(repeating: .nan)
        for field in record.fields {
            guard let v = field.value.double, RecordLayout.isNumber(field.value) else { continue }
            let name = RecordLayout.column(forField: field.name, units: "").name
            guard let i = layout.index(of: name) else { continue }
            if !row[i].isNaN && !field.name.hasPrefix("enhanced_") { continue }
            row[i] = field.units == FieldProfile.semicircles ? degrees(semicircles: v) : v
        }
        for field in record.developerFields {
            guard let v = field.value.double, RecordLayout.isNumber(field.value),
                let i = layout.index(of: RecordLayout.developerColumn(field.name))
            else { continue }
            row[i] = v
        }
    }
}
