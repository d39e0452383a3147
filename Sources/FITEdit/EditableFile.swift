import FITActivity
import FITKit

/// An activity file's messages sorted for editing. What a crop, a split or a merge does with each kind:
/// - the file's own messages (`file_id`, `file_creator`, `device_info`, developer data ids and field
///   descriptions, and whatever comes before the first timed message: the user profile, zones, the sport) are
///   kept by every part;
/// - timed messages (records, events, lengths, HRV, …) are kept when their time is in the part; a message
///   without a time of its own takes the time of the timed message before it;
/// - laps, sessions and the activity message are left out and written anew for what is kept
///   (`Summaries`), over the spans the file's laps and sessions had, cut to the part.
package struct EditableFile: Sendable {
    package struct Entry: Sendable {
        package var stored: StoredMessage
        package var decoded: Message
        /// Its time, or the time of the timed message before it; nil before the first.
        package var time: UInt32?
        package var role: Role
    }

    package enum Role: Sendable, Equatable { case fileID, fileWide, timed, summary }

    package var entries: [Entry] = []
    /// The laps and sessions the file had, as spans.
    package var laps: [Summaries.Span] = []
    package var sessions: [Summaries.Span] = []
    /// Local time less UTC, from the activity message.
    package var utcOffset: Int64?
    /// What the reader went past (lenient reading).
    package var problems: [FITError]

    /// Messages every part keeps whatever their time.
    private static let fileWide: Set<UInt16> = [
        MessageNumber.fileCreator, MessageNumber.deviceInfo, MessageNumber.developerDataId,
        MessageNumber.fieldDescription
    ]
    private static let summaries: Set<UInt16> = [MessageNumber.lap, MessageNumber.session, MessageNumber.activity]

    package init(_ file: RecoveredFile) {
        problems = file.problems
        var last: UInt32?
        var seenTimed = false
        for (stored, decoded) in zip(file.messages, file.decoded) {
            let own = stored.timestamp
            let g = stored.globalNumber
            let role: Role
            if g == MessageNumber.fileId {
                role = .fileID
            } else if Self.summaries.contains(g) {
                role = .summary
            } else if Self.fileWide.contains(g) || (own == nil && !seenTimed) {
                role = .fileWide
            } else {
                role = .timed
                seenTimed = true
            }
            if let own { last = own }
            entries.append(Entry(stored: stored, decoded: decoded, time: own ?? last, role: role))
            switch g {
            case MessageNumber.lap: if let s = Self.span(decoded, LapField.self) { laps.append(s) }
            case MessageNumber.session: if let s = Self.span(decoded, SessionField.self) { sessions.append(s) }
            case MessageNumber.activity:
                if let t = decoded.time(ActivityField.timestamp), let local = decoded.time(ActivityField.localTimestamp)
                {
                    utcOffset = Int64(local) - Int64(t)
                }
            default: break
            }
        }
    }

    private static func span<F: LapOrSessionField>(_ m: Message, _: F.Type) -> Summaries.Span? {
        guard let end = m.time(F.timestamp) else { return nil }
        let start = min(m.time(F.startTime) ?? end, end)
        return Summaries.Span(start: start, end: end, sport: m.string(F.sport), subSport: m.string(F.subSport))
    }

    /// The times of its timed messages, first and last.
    package var timedSpan: ClosedRange<UInt32>? {
        let times = entries.lazy.filter { $0.role == .timed }.compactMap(\.time)
        guard let first = times.min(), let last = times.max() else { return nil }
        return first...last
    }

    /// Where the ride starts, as `inspect` and `analyze` show it: the first record of the run of records whose
    /// clock steps sanely that holds the most records (`RecordTimeline`: a clock that jumped mid-ride leaves
    /// records stamped days away), else the first timed message. Elapsed times (`+10m`) count from it.
    package var start: UInt32? {
        let records = entries.lazy.filter { $0.stored.globalNumber == MessageNumber.record }.compactMap(\.time)
        return RecordTimeline.longestRun(of: records)?.first ?? timedSpan?.lowerBound
    }

    /// Whether it has a record to edit.
    package var hasRecords: Bool { entries.contains { $0.stored.globalNumber == MessageNumber.record } }
}
