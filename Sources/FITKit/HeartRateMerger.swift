/// Merges `hr` messages into `record` messages the way Garmin's decoder does (`hr_mesg_utils.py`): HR samples
/// are laid out on a time line (gaps up to 5 s filled every 250 ms with the previous value), and each record
/// gets the rounded mean of the samples in (previous record time, its time].
///
/// `hr` messages come at the end of a file while records come before, so the samples are collected in a first
/// pass (`collect`) and records are merged one by one as the second pass streams them (`merge`).
public struct HeartRateMerger: Sendable {
    private struct Sample { var time: Double; var bpm: Double }
    private var samples: [Sample] = []
    private var index = 0
    private var rangeStart: Double?
    /// Set when the HR messages could not be laid out (as Garmin's decoder, merging then stops there).
    package private(set) var failure: String?

    /// No samples: the input has no `hr` messages, or they could not be laid out.
    public var isEmpty: Bool { samples.isEmpty }

    private var anchorEvent = 0.0
    private var anchorTime: Double?

    package init() {}

    /// Adds the samples of one `hr` message; give them in file order.
    package mutating func add(hr m: Message) {
        guard failure == nil else { return }
        let events = Self.numbers(m[HrField.eventTimestamp])
        let bpm = Self.numbers(m[HrField.filteredBpm])
        if let t = m.time(HrField.timestamp) {
            anchorTime = Double(t) + (m.double(HrField.fractionalTimestamp) ?? 0)
            guard events.count == 1 else { failure = "anchor hr message without one event_timestamp"; return }
            anchorEvent = events[0]
        }
        guard let anchor = anchorTime else { failure = "hr message before any anchor timestamp"; return }
        guard events.count == bpm.count else { failure = "hr message with mismatched arrays"; return }
        for (event, rate) in zip(events, bpm) {
            var event = event
            if event < anchorEvent {
                guard anchorEvent - event > 0x400000 else { failure = "hr event_timestamp went back"; return }
                event += 0x400000
            }
            let current = Sample(time: anchor + (event - anchorEvent), bpm: rate)
            if let previous = samples.last {
                var gap = abs(current.time - previous.time) * 1000
                var step = 1.0
                while gap > 250 && step <= 20 {
                    samples.append(Sample(time: previous.time + 0.25 * step, bpm: previous.bpm))
                    gap -= 250
                    step += 1
                }
            }
            samples.append(current)
        }
    }

    private static func numbers(_ value: FieldValue?) -> [Double] {
        switch value {
        case .array(let items)?: items.map { $0?.double ?? 0 }
        case let v?: v.double.map { [$0] } ?? []
        case nil: []
        }
    }

    /// Sets the record's heart_rate from the samples in its time range; records must come in file order.
    package mutating func merge(into record: inout Message) {
        guard !samples.isEmpty, failure == nil else { return }
        guard let t = record.time(RecordField.timestamp) else { failure = "record without timestamp"; return }
        let end = Double(t)
        var start = rangeStart ?? end
        if start == end {
            start -= 1
            index = max(index - 1, 0)
        }
        rangeStart = start
        var sum = 0.0, count = 0
        while index < samples.count {
            let s = samples[index]
            if s.time > start && s.time <= end {
                sum += s.bpm
                count += 1
            } else if s.time > end {
                if count > 0 { record.set(RecordField.heartRate, value: .int(Int64(sum / Double(count) + 0.5))) }
                rangeStart = end
                break
            }
            index += 1
        }
    }
}
