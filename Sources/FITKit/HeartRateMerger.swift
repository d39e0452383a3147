/// Merges `hr` messages into `record` messages the way Garmin's decoder does (`hr_mesg_utils.py`): HR samples
/// are laid out on a time line (gaps up to 5 s filled every 250 ms with the previous value), and each record
/// gets the rounded mean of the samples in (previous record time, its time].
///
/// `hr` messages come at the end of a file while records come before, so the samples are collected in a first
/// pass (`collect`) and records are merged one by one as the second pass streams them (`merge`).
///
/// Only the samples of the messages are kept, with how many copies of the one before each the time line puts
/// ahead of it; the copies are made as the merge reaches them. Kept, each 250 ms copy would be 16 bytes of
/// memory, and a message can ask for 20 of them for every 5 bytes of its own: a 10 MB file of crafted `hr`
/// messages took `dump` 1.1 GB. At most `maxSamples` are kept (docs/CONFORMANCE.md).
public struct HeartRateMerger: Sendable {
    private struct Sample { var time: Double; var bpm: Double }
    private var samples: [Sample] = []
    /// For each sample, how many copies of the sample before it lie in the gap up to it (at most 20).
    private var copies: [UInt8] = []
    /// Where the merge is on the time line: before sample `index`, at its copy `copy` of the one before it, or
    /// at the sample itself when `copy` is `copies[index]`.
    private var index = 0, copy = 0
    private var rangeStart: Double?
    /// Set when the HR messages could not be laid out (as Garmin's decoder, merging then stops there).
    package private(set) var failure: String?

    /// The most samples kept from a file's `hr` messages: 12 days at one a second, in 18 MB. A file with more is
    /// not merged (`failure`), so that what a file says cannot make the memory grow past that.
    package static let maxSamples = 1 << 20

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
            // Garmin's loop, counting the copies where it makes them: the previous sample carried forward
            // every 250 ms across the gap, for up to 5 s.
            var count: UInt8 = 0
            if let previous = samples.last {
                var gap = abs(current.time - previous.time) * 1000
                var step = 1.0
                while gap > 250 && step <= 20 {
                    count += 1
                    gap -= 250
                    step += 1
                }
            }
            guard samples.count < Self.maxSamples else {
                failure = "more than \(Self.maxSamples) samples, past the limit of the merge"
                (samples, copies) = ([], [])
                return
            }
            samples.append(current)
            copies.append(count)
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
            stepBack()
        }
        rangeStart = start
        var sum = 0.0, count = 0
        while index < samples.count {
            let s = laidOut()
            if s.time > start && s.time <= end {
                sum += s.bpm
                count += 1
            } else if s.time > end {
                if count > 0 { record.set(RecordField.heartRate, value: .int(Int64(sum / Double(count) + 0.5))) }
                rangeStart = end
                break
            }
            stepOn()
        }
    }

    /// The time line's sample where the merge is: a copy of the sample before `index`, 250 ms on for each
    /// copy before it, as Garmin's decoder makes them, or the sample itself.
    @inline(__always)
    private func laidOut() -> Sample {
        guard copy < copies[index] else { return samples[index] }
        let previous = samples[index - 1]
        return Sample(time: previous.time + 0.25 * Double(copy + 1), bpm: previous.bpm)
    }

    private mutating func stepOn() {
        if copy < copies[index] {
            copy += 1
        } else {
            index += 1
            copy = 0
        }
    }

    /// One back on the time line, staying at its start.
    private mutating func stepBack() {
        if copy > 0 {
            copy -= 1
        } else if index > 0 {
            index -= 1
            copy = Int(copies[index])
        }
    }
}
