import FITActivity
import FITKit

/// Writes an activity file from messages an edit keeps: the file's own messages, then the timed ones of each
/// piece in order, each piece between a timer start and a timer stop (added when the piece does not begin and
/// end so: a crop that starts mid-ride, two rides merged), then laps, sessions and the activity worked out
/// again from the records kept. Positions within a privacy zone are left out of every message kept (records,
/// segment laps, splits, jumps, weather reports, developer fields in degrees), and of every summary made from
/// the records.
package struct ActivityWriter {
    private var encoder = FITEncoder()
    private var records: [Message] = []
    private var pauses: [ClosedRange<UInt32>] = []
    private var events: [Message] = []
    private var lastEnd: UInt32?
    private let privacy: PrivacyZones
    /// Positions left out for a privacy zone, in records and in every other message kept.
    package private(set) var hidden = 0

    package init(privacy: PrivacyZones) { self.privacy = privacy }

    /// The file's own messages: its `file_id` first.
    package mutating func fileMessages(_ entries: [EditableFile.Entry]) {
        for var e in entries where e.role == .fileID {
            hide(&e)
            encoder.append(e.stored)
        }
        for var e in entries where e.role != .fileID {
            hide(&e)
            encoder.append(e.stored)
        }
    }

    /// The timed messages of one piece of the ride, in order; the timer start and stop it lacks are added at
    /// `startAt` and `stopAt` (a split's cut: the timer ran through it), else at its first and last message.
    package mutating func piece(_ entries: [EditableFile.Entry], startAt: UInt32? = nil, stopAt: UInt32? = nil)
        throws(EditError)
    {
        let times = entries.compactMap(\.time)
        guard let first = times.min(), let last = times.max() else { return }
        let timers = entries.compactMap { TimerEvent($0.decoded) }
        if let end = lastEnd, first > end { pauses.append(end...first) }
        do throws(FITEncoder.EncodingError) {
            if timers.first != .start { try timer(.start, at: startAt ?? first) }
            for var e in entries {
                hide(&e)
                if e.stored.globalNumber == MessageNumber.record { records.append(e.decoded) }
                if e.stored.globalNumber == MessageNumber.event { events.append(e.decoded) }
                encoder.append(e.stored)
            }
            if timers.last != .stop { try timer(.stop, at: stopAt ?? last) }
        } catch {
            throw EditError.from(error)
        }
        lastEnd = max(lastEnd ?? last, last)
    }

    /// Laps and sessions over `laps` and `sessions` (one of each over the records when none is given), the
    /// activity, and the file's bytes.
    package mutating func finish(laps: [Summaries.Span], sessions: [Summaries.Span], utcOffset: Int64?)
        throws(EditError) -> [UInt8]
    {
        try summaries(laps: laps, sessions: sessions, writingLaps: true, utcOffset: utcOffset)
        return encoder.file()
    }

    /// What a damaged file lacks of its summaries.
    package enum Missing: Sendable { case nothing, activity, sessions }

    /// Every message of a damaged file as it was (positions within a privacy zone left out), then what it
    /// lacks: the activity message closing its sessions, or a session and the activity (and laps, when it
    /// has none either) from its records.
    package mutating func rewrite(
        _ entries: [EditableFile.Entry], adding missing: Missing, laps: [Summaries.Span], sessions: [Summaries.Span],
        utcOffset: Int64?
    ) throws(EditError) -> (bytes: [UInt8], laps: Int, messages: Int) {
        for var e in entries {
            hide(&e)
            if e.stored.globalNumber == MessageNumber.record { records.append(e.decoded) }
            if e.stored.globalNumber == MessageNumber.event { events.append(e.decoded) }
            encoder.append(e.stored)
        }
        switch missing {
        case .nothing:
            return (encoder.file(), 0, entries.count)
        case .activity:
            do throws(FITEncoder.EncodingError) {
                try Summaries.writeActivity(
                    sessions: sessions, pauses: Summaries.pauses(events), utcOffset: utcOffset, to: &encoder)
            } catch {
                throw EditError.from(error)
            }
            return (encoder.file(), 0, entries.count + 1)
        case .sessions:
            let added = try summaries(laps: laps, sessions: [], writingLaps: laps.isEmpty, utcOffset: utcOffset)
            return (encoder.file(), added, entries.count + added + 2)
        }
    }

    /// Writes the summaries; returns how many laps it wrote.
    @discardableResult
    private mutating func summaries(
        laps: [Summaries.Span], sessions: [Summaries.Span], writingLaps: Bool, utcOffset: Int64?
    ) throws(EditError) -> Int {
        // The records' span by the clock rule of analysis: records of a clock that jumped (stamped days away,
        // or relative times before the clock was set) do not stretch the summaries over the gap.
        guard let run = RecordTimeline.longestRun(of: records.lazy.compactMap { $0.time(RecordField.timestamp) }) else {
            throw EditError.noRecords("no records to write")
        }
        let (first, last) = (run.first, run.last)
        let whole = Summaries.Span(
            start: first, end: last, sport: sessions.first?.sport ?? laps.first?.sport,
            subSport: sessions.first?.subSport ?? laps.first?.subSport)
        let sessions = sessions.isEmpty ? [whole] : sessions
        let laps = laps.isEmpty ? sessions : laps
        let pauses = Summaries.pauses(events) + self.pauses
        do throws(FITEncoder.EncodingError) {
            if writingLaps { try Summaries.writeLaps(laps, records: records, pauses: pauses, to: &encoder) }
            try Summaries.writeSessions(sessions, laps: laps, records: records, pauses: pauses, to: &encoder)
            try Summaries.writeActivity(sessions: sessions, pauses: pauses, utcOffset: utcOffset, to: &encoder)
        } catch {
            throw EditError.from(error)
        }
        return writingLaps ? laps.count : 0
    }

    private mutating func timer(_ kind: TimerEvent, at time: UInt32) throws(FITEncoder.EncodingError) {
        try encoder.write([
            (EventField.timestamp, .time(time)), (.event, .value(Profile.Event.timer)),
            (.eventType, .value(kind == .start ? Profile.EventType.start : Profile.EventType.stopAll)),
            (.eventGroup, .number(0))
        ])
    }

    /// Leaves out every position of a message within a zone (`PrivacyZones.hidePositions`).
    private mutating func hide(_ e: inout EditableFile.Entry) {
        hidden += privacy.hidePositions(&e.stored, &e.decoded)
    }
}
