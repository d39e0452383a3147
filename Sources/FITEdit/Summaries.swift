import FITActivity
import FITKit

/// Laps, sessions and the activity message written anew from records: what a repair adds when a file has none,
/// what a crop, a split or a merge works out again for what it keeps. Each total is the records' as `inspect`
/// works them out for a file without a session (`Totals.ofRecords`); the timer's time is the elapsed time less
/// the pauses the timer events say.
package enum Summaries {
    /// A stretch of the ride a summary message covers.
    package struct Span: Sendable {
        package var start: UInt32
        package var end: UInt32
        package var sport: String?
        package var subSport: String?

        /// Its length; 0 for a span whose end was set before its start.
        package var seconds: Double { max(0, Double(end) - Double(start)) }

        /// A span never ends before it starts (an end before the start is taken as the start).
        package init(start: UInt32, end: UInt32, sport: String? = nil, subSport: String? = nil) {
            self.start = start
            self.end = max(start, end)
            self.sport = sport
            self.subSport = subSport
        }
    }

    /// Writes a lap for each span, from the records in it; `pauses` are when the timer stood still.
    package static func writeLaps(
        _ laps: [Span], records: [Message], pauses: [ClosedRange<UInt32>], to encoder: inout FITEncoder
    ) throws(FITEncoder.EncodingError) {
        for (i, lap) in laps.enumerated() {
            try encoder.write(
                Self.fields(LapField.self, lap, records, pauses) + [
                    (.event, .value(Profile.Event.lap)), (.eventType, .value(Profile.EventType.stop)),
                    (.messageIndex, .number(Double(i)))
                ])
        }
    }

    /// Writes a session for each span, naming the laps (of `laps`, as written) that start in it.
    package static func writeSessions(
        _ sessions: [Span], laps: [Span], records: [Message], pauses: [ClosedRange<UInt32>],
        to encoder: inout FITEncoder
    ) throws(FITEncoder.EncodingError) {
        for (i, session) in sessions.enumerated() {
            let inside = laps.indices.filter { laps[$0].start >= session.start && laps[$0].start <= session.end }
            try encoder.write(
                Self.fields(SessionField.self, session, records, pauses) + [
                    (.event, .value(Profile.Event.session)), (.eventType, .value(Profile.EventType.stop)),
                    (.messageIndex, .number(Double(i))), (.firstLapIndex, inside.first.map { .number(Double($0)) }),
                    (.numLaps, .number(Double(inside.count))), (.trigger, .value(Profile.SessionTrigger.activityEnd))
                ])
        }
    }

    /// Writes the activity message closing `sessions`.
    package static func writeActivity(
        sessions: [Span], pauses: [ClosedRange<UInt32>], utcOffset: Int64?, to encoder: inout FITEncoder
    ) throws(FITEncoder.EncodingError) {
        guard let end = sessions.map(\.end).max() else { return }
        let timer = sessions.reduce(0) { $0 + Self.timerTime($1, pauses) }
        try encoder.write([
            (ActivityField.timestamp, .time(end)), (.totalTimerTime, .number(timer)),
            (.numSessions, .number(Double(sessions.count))), (.type, .value(Profile.Activity.manual)),
            (.event, .value(Profile.Event.activity)), (.eventType, .value(Profile.EventType.stop)),
            (.localTimestamp, utcOffset.map { .time(UInt32(clamping: Int64(end) + $0)) })
        ])
    }

    /// Laps, sessions and the activity, in that order (as devices write them, at the end of the file).
    package static func writeAll(
        laps: [Span], sessions: [Span], records: [Message], pauses: [ClosedRange<UInt32>], utcOffset: Int64?,
        to encoder: inout FITEncoder
    ) throws(FITEncoder.EncodingError) {
        try writeLaps(laps, records: records, pauses: pauses, to: &encoder)
        try writeSessions(sessions, laps: laps, records: records, pauses: pauses, to: &encoder)
        try writeActivity(sessions: sessions, pauses: pauses, utcOffset: utcOffset, to: &encoder)
    }

    /// The spans cut to `range`, those outside it left out.
    package static func clip(_ spans: [Span], to range: ClosedRange<UInt32>) -> [Span] {
        spans.compactMap { s in
            let start = max(s.start, range.lowerBound), end = min(s.end, range.upperBound)
            guard start <= end else { return nil }
            return Span(start: start, end: end, sport: s.sport, subSport: s.subSport)
        }
    }

    /// The fields laps and sessions share, from the records of their span.
    private static func fields<F: LapOrSessionField>(
        _: F.Type, _ span: Span, _ records: [Message], _ pauses: [ClosedRange<UInt32>]
    ) -> [(F, FITEncoder.Value?)] {
        let inside = records.filter { m in
            m.time(RecordField.timestamp).map { $0 >= span.start && $0 <= span.end } ?? false
        }
        let t = Totals.ofRecords(inside, sport: span.sport)
        let first = inside.first {
            $0.double(RecordField.positionLat) != nil && $0.double(RecordField.positionLong) != nil
        }
        func within(_ v: Double?, _ range: ClosedRange<Double>) -> FITEncoder.Value? {
            v.flatMap { range.contains($0) ? .number($0) : nil }
        }
        let firstDistance = inside.lazy.compactMap { $0.double(RecordField.distance) }.first
        let distance = t.distance.map { $0 - (firstDistance ?? 0) }
        return [
            (F.timestamp, .time(span.end)), (F.startTime, .time(span.start)),
            (F.totalElapsedTime, .number(span.seconds)),
            (F.totalTimerTime, .number(Self.timerTime(span, pauses))),
            (F.totalDistance, within(distance, 0...42_949_672)),
            (F.startPositionLat, first?.double(RecordField.positionLat).map { .number($0) }),
            (F.startPositionLong, first?.double(RecordField.positionLong).map { .number($0) }),
            (F.avgSpeed, within(t.avgSpeed, 0...65.5)), (F.maxSpeed, within(t.maxSpeed, 0...65.5)),
            (F.avgHeartRate, within(t.avgHeartRate?.rounded(), 1...254)),
            (F.maxHeartRate, within(t.maxHeartRate, 1...254)),
            (F.avgCadence, within(t.avgCadence?.rounded(), 0...254)), (F.maxCadence, within(t.maxCadence, 0...254)),
            (F.avgPower, within(t.avgPower?.rounded(), 0...65_534)), (F.maxPower, within(t.maxPower, 0...65_534)),
            (F.totalAscent, within(t.ascent, 0...65_534)), (F.totalDescent, within(t.descent, 0...65_534)),
            (F.sport, span.sport.map { .name($0) }), (F.subSport, span.subSport.map { .name($0) })
        ]
    }

    /// The span's elapsed time less the timer's pauses within it (pauses that overlap, such as a timer's and
    /// the gap between two merged parts, counted once).
    package static func timerTime(_ span: Span, _ pauses: [ClosedRange<UInt32>]) -> Double {
        var paused = 0.0
        var reached = span.start  // pauses are counted from here on
        for p in pauses.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            let from = max(p.lowerBound, reached), to = min(p.upperBound, span.end)
            if to > from { paused += Double(to - from) }
            reached = max(reached, min(p.upperBound, span.end))
        }
        return max(0, span.seconds - paused)
    }

    /// When the timer stood still: from each stop to the next start, and from a last stop on (what a device
    /// writes after its timer stopped for good is not timer time).
    package static func pauses(_ events: [Message]) -> [ClosedRange<UInt32>] {
        var pauses: [ClosedRange<UInt32>] = []
        var stoppedAt: UInt32?
        for m in events {
            guard let event = TimerEvent(m), let t = m.time(EventField.timestamp) else { continue }
            switch event {
            case .stop: stoppedAt = stoppedAt ?? t
            case .start:
                if let s = stoppedAt, t > s { pauses.append(s...t) }
                stoppedAt = nil
            }
        }
        if let s = stoppedAt { pauses.append(s...UInt32.max) }
        return pauses
    }
}
