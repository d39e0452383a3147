import FITActivity
import FITKit

/// `crop`, `split` and `merge`: parts of rides written as whole activity files (`EditableFile` says what each
/// keeps; `ActivityWriter` writes them).
package enum Edits {
    /// The messages of `file` timed within `range`, and the file's laps and sessions cut to it.
    package static func crop(_ file: EditableFile, to range: ClosedRange<UInt32>, privacy: PrivacyZones)
        throws(EditError) -> (bytes: [UInt8], hidden: Int)
    {
        try part(file, keeping: { range.contains($0) }, span: range, privacy: privacy)
    }

    /// The file cut at each of `times` (in order, inside the ride): a part from the start to the first time,
    /// one between each two, one from the last to the end. A message at a cut goes to the part it starts.
    package static func split(_ file: EditableFile, at times: [UInt32], privacy: PrivacyZones)
        throws(EditError) -> [(bytes: [UInt8], hidden: Int)]
    {
        guard let whole = file.timedSpan else { throw EditError.noRecords("no timed messages to split") }
        guard times == times.sorted(), Set(times).count == times.count,
            let first = times.first, let last = times.last, first > whole.lowerBound, last <= whole.upperBound
        else {
            throw EditError.badTimes(
                "split times must be in order and inside the ride (\(FITTime.iso8601(Int64(whole.lowerBound)))"
                    + " to \(FITTime.iso8601(Int64(whole.upperBound))))")
        }
        let bounds = [whole.lowerBound] + times + [whole.upperBound &+ 1]
        var parts: [(bytes: [UInt8], hidden: Int)] = []
        for i in 0..<(bounds.count - 1) {
            let from = bounds[i], to = bounds[i + 1]
            // The timer ran through each cut: a part's added stop and the next one's added start are at it.
            parts.append(
                try part(
                    file, keeping: { $0 >= from && $0 < to }, span: from...(to - 1), privacy: privacy,
                    startAt: i > 0 ? from : nil, stopAt: i < bounds.count - 2 ? to : nil))
        }
        return parts
    }

    /// Consecutive parts of one ride as one file: the first part's own messages, every part's timed messages
    /// in the order of their times, every part's laps; the parts' sessions of one sport and sub-sport that
    /// follow each other become one session (the time between them a pause).
    package static func merge(_ files: [EditableFile], privacy: PrivacyZones) throws(EditError)
        -> (bytes: [UInt8], hidden: Int)
    {
        // Each part's span worked out once (it is a pass over the part's messages).
        let parts = files.compactMap { f in f.timedSpan.map { (file: f, span: $0) } }.sorted {
            $0.span.lowerBound < $1.span.lowerBound
        }
        guard let first = parts.first?.file else { throw EditError.noRecords("no input has timed messages") }
        for (a, b) in zip(parts, parts.dropFirst()) where b.span.lowerBound < a.span.upperBound {
            throw EditError.badTimes(
                "the parts overlap (one ends at \(FITTime.iso8601(Int64(a.span.upperBound))), the next starts"
                    + " at \(FITTime.iso8601(Int64(b.span.lowerBound)))): merge joins consecutive parts of a ride"
            )
        }
        var writer = ActivityWriter(privacy: privacy)
        writer.fileMessages(first.entries.filter { $0.role == .fileID || $0.role == .fileWide })
        // Developer data the other parts describe, for their developer fields: each distinct description once
        // (the parts of one ride, split or written by one device, describe the same fields alike).
        var described = Set(first.entries.compactMap(Self.developerDescription))
        for (file, _) in parts.dropFirst() {
            writer.fileMessages(
                file.entries.filter { e in
                    guard let key = Self.developerDescription(e) else { return false }
                    return described.insert(key).inserted
                })
        }
        var laps: [Summaries.Span] = [], sessions: [Summaries.Span] = []
        for (file, span) in parts {
            try writer.piece(file.entries.filter { $0.role == .timed })
            laps += file.laps.isEmpty ? [Summaries.Span(start: span.lowerBound, end: span.upperBound)] : file.laps
            let own =
                file.sessions.isEmpty ? [Summaries.Span(start: span.lowerBound, end: span.upperBound)] : file.sessions
            for s in own {
                if let previous = sessions.last, previous.sport == s.sport || s.sport == nil,
                    previous.subSport == s.subSport || s.subSport == nil
                {
                    sessions[sessions.count - 1].end = max(previous.end, s.end)
                } else {
                    sessions.append(s)
                }
            }
        }
        let bytes = try writer.finish(laps: laps, sessions: sessions, utcOffset: first.utcOffset)
        return (bytes, writer.hidden)
    }

    /// A developer_data_id or field_description of the file's own messages as what it says (its fields and
    /// values), nil for any other message.
    private static func developerDescription(_ e: EditableFile.Entry) -> String? {
        guard e.role == .fileWide,
            [MessageNumber.developerDataId, MessageNumber.fieldDescription].contains(e.stored.globalNumber)
        else { return nil }
        return "\(e.stored.globalNumber) "
            + e.decoded.fields.map { "\($0.number)=\(String(describing: $0.value))" }.sorted().joined(separator: " ")
    }

    private static func part(
        _ file: EditableFile, keeping keep: (UInt32) -> Bool, span: ClosedRange<UInt32>, privacy: PrivacyZones,
        startAt: UInt32? = nil, stopAt: UInt32? = nil
    ) throws(EditError) -> (bytes: [UInt8], hidden: Int) {
        let timed = file.entries.filter { $0.role == .timed && $0.time.map(keep) == true }
        guard timed.contains(where: { $0.stored.globalNumber == MessageNumber.record }) else {
            throw EditError.noRecords(
                "no records between \(FITTime.iso8601(Int64(span.lowerBound))) and \(FITTime.iso8601(Int64(span.upperBound)))"
            )
        }
        // The part's summaries span its messages to its last record: events a device writes after it (the
        // session's end, a manual stop) do not stretch the session.
        let times = timed.compactMap(\.time)
        let recordTimes = timed.lazy.filter { $0.stored.globalNumber == MessageNumber.record }.compactMap(\.time)
        guard let first = times.min(), let last = recordTimes.max() ?? times.max() else {
            throw EditError.noRecords("no timed records to keep")
        }
        let kept = first...max(first, last)
        var writer = ActivityWriter(privacy: privacy)
        writer.fileMessages(file.entries.filter { $0.role == .fileID || $0.role == .fileWide })
        try writer.piece(timed, startAt: startAt, stopAt: stopAt)
        var sessions = Summaries.clip(file.sessions, to: kept)
        // Sessions stamped by a clock that jumped may lie outside what is kept: the part is still the file's
        // sport.
        if sessions.isEmpty, let own = file.sessions.first(where: { $0.sport != nil }) ?? file.sessions.first {
            sessions = [
                Summaries.Span(start: kept.lowerBound, end: kept.upperBound, sport: own.sport, subSport: own.subSport)
            ]
        }
        let bytes = try writer.finish(
            laps: Summaries.clip(file.laps, to: kept), sessions: sessions, utcOffset: file.utcOffset)
        return (bytes, writer.hidden)
    }
}
