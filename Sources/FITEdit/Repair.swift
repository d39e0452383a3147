import FITActivity
import FITKit

/// A damaged FIT file made a valid activity again: every message the lenient reader recovers
/// (`RecoveredFile`), in order, with developer data; sizes and CRCs written anew; a `file_id` when it had none;
/// laps, a session and the activity message worked out from the records when it has none (as
/// `ActivityWriter` does for an edit). A file with several files chained keeps the first `file_id`.
package enum Repair {
    /// What was wrong and is mended; `kind` names it for `--json`.
    package struct Fix: Sendable, Equatable {
        package enum Kind: String, Sendable {
            case dataSize = "data_size", truncated, headerCRC = "header_crc", fileCRC = "file_crc"
            case badHeader = "bad_header", unreadable, chained, fileID = "file_id", summaries
        }
        package let kind: Kind
        package let text: String
    }

    package struct Result: Sendable {
        /// The repaired file; the input's own bytes when nothing was wrong.
        package let bytes: [UInt8]
        /// Empty when nothing was wrong.
        package let fixes: [Fix]
        /// Data messages kept (summaries added included).
        package let messages: Int
        /// Records whose position was left out for a privacy zone.
        package let hidden: Int
    }

    /// The repaired file. What it writes is read back strictly (framing, sizes, CRCs, every definition) before
    /// it is given; when the reading that recovers most does not make a valid file, the safer reading (as the
    /// header says) is tried, and when neither does, nothing is given.
    package static func repair(_ bytes: [UInt8], privacy: PrivacyZones = PrivacyZones()) throws(EditError) -> Result {
        func attempt(safer: Bool) throws(EditError) -> Result {
            let result = try repair(bytes, RecoveredFile.read(bytes, asTheHeaderSays: safer), privacy: privacy)
            if let problem = Self.check(result.bytes) {
                throw EditError.encoding("the repaired file does not read back clean: \(problem)")
            }
            return result
        }
        do throws(EditError) { return try attempt(safer: false) } catch {
            if let safer = try? attempt(safer: true) { return safer }
            throw error
        }
    }

    /// What is wrong with a written file, read strictly to its end; nil when nothing is.
    static func check(_ bytes: [UInt8]) -> FITError? {
        let decoder = FITDecoder(source: MemorySource(bytes), options: DecodeOptions(validation: .strict))
        do throws(FITError) {
            while try decoder.next() != nil {}
        } catch {
            return error
        }
        return nil
    }

    private static func repair(_ bytes: [UInt8], _ recovered: RecoveredFile, privacy: PrivacyZones)
        throws(EditError) -> Result
    {
        guard !recovered.messages.isEmpty else {
            throw EditError.nothingRecovered(
                "nothing could be recovered" + (recovered.problems.first.map { ": \($0.description)" } ?? ""))
        }
        let file = EditableFile(recovered)
        var fixes = Self.fixes(recovered)
        let fileIDs = file.entries.filter { $0.role == .fileID }.count
        if recovered.headers.count > 1 {
            fixes.append(
                Fix(
                    kind: .chained,
                    text: "\(recovered.headers.count) files chained: one file, with the first file's file_id"))
        }
        var writer = ActivityWriter(privacy: privacy)
        if fileIDs == 0 {
            guard let id = Self.fileID(created: file.start) else {
                throw EditError.encoding("no file_id could be made")
            }
            writer.fileMessages([id])
            fixes.append(Fix(kind: .fileID, text: "no file_id: one added (an activity, made when the ride starts)"))
        }
        // Only an activity has sessions and an activity message: a course stays a course, a workout a workout.
        let isActivity =
            file.entries.first { $0.role == .fileID }.map { $0.decoded.holds(FileIdField.type, Profile.File.activity) }
            ?? true
        let hasSummaries = file.entries.contains { $0.stored.globalNumber == MessageNumber.session }
        let hasActivity = file.entries.contains { $0.stored.globalNumber == MessageNumber.activity }
        if !hasSummaries && !file.hasRecords && isActivity {
            throw EditError.noRecords("no session and no records to make one from: nothing to repair into an activity")
        }
        // Every message in order but, of a chain, the later files' file_ids and activity messages: one
        // activity message, written anew, closes every session.
        let chained = recovered.secondFileOffset != nil
        let later = recovered.secondFileOffset ?? .max
        let kept = file.entries.filter {
            !($0.role == .fileID && $0.stored.offset >= later)
                && !(chained && $0.stored.globalNumber == MessageNumber.activity)
        }
        let adding: ActivityWriter.Missing =
            !isActivity ? .nothing : hasSummaries ? (hasActivity && !chained ? .nothing : .activity) : .sessions
        if fixes.isEmpty && adding == .nothing && privacy.isEmpty {
            return Result(bytes: bytes, fixes: [], messages: recovered.messages.count, hidden: 0)
        }
        let out = try writer.rewrite(
            kept, adding: adding, laps: file.laps, sessions: file.sessions, utcOffset: file.utcOffset)
        switch adding {
        case .nothing: break
        case .activity where chained:
            fixes.append(Fix(kind: .summaries, text: "one activity message written anew, closing every session"))
        case .activity:
            fixes.append(Fix(kind: .summaries, text: "no activity message: one added, closing its sessions"))
        case .sessions:
            let laps = out.laps == 0 ? "" : "\(out.laps) lap\(out.laps == 1 ? "" : "s"), "
            fixes.append(
                Fix(kind: .summaries, text: "no session: \(laps)a session and the activity added, from the records"))
        }
        return Result(bytes: out.bytes, fixes: fixes, messages: out.messages, hidden: writer.hidden)
    }

    /// What the reader went past, each as a fix.
    private static func fixes(_ file: RecoveredFile) -> [Fix] {
        var fixes: [Fix] = []
        if let claimed = file.claimedDataSize, let size = file.dataSize {
            fixes.append(
                Fix(kind: .dataSize, text: "the header's data size was \(claimed) bytes; the data is \(size)"))
        }
        var seen = Set<FITError.Kind>()
        var unreadable = 0
        for p in file.problems {
            switch p.kind {
            case .headerCRCMismatch where seen.insert(p.kind).inserted:
                fixes.append(Fix(kind: .headerCRC, text: "header CRC was wrong (\(p.description))"))
            case .fileCRCMismatch where seen.insert(p.kind).inserted:
                fixes.append(Fix(kind: .fileCRC, text: "file CRC was wrong (\(p.description))"))
            case .truncated where seen.insert(p.kind).inserted:
                fixes.append(
                    Fix(
                        kind: .truncated,
                        text: "cut short: \(p.description); the \(file.unread) bytes from there left out"))
            case .badHeader, .sizeMismatch:
                if seen.insert(p.kind).inserted { fixes.append(Fix(kind: .badHeader, text: p.description)) }
            case .undefinedLocalMessage, .invalidDefinition, .invalidDeveloperField, .invalidValue:
                unreadable += 1
            default: break
            }
        }
        if unreadable > 0 {
            fixes.append(
                Fix(
                    kind: .unreadable,
                    text:
                        "\(unreadable) damaged definition\(unreadable == 1 ? "" : "s") or message\(unreadable == 1 ? "" : "s") passed over"
                ))
        }
        return fixes
    }

    /// A `file_id` for a file without one: an activity made when its first record was.
    private static func fileID(created: UInt32?) -> EditableFile.Entry? {
        var encoder = FITEncoder()
        do {
            try encoder.write([
                (FileIdField.type, .value(Profile.File.activity)),
                (.manufacturer, .value(Profile.Manufacturer.development)), (.product, .number(0)),
                (.timeCreated, created.map { .time($0) })
            ])
        } catch { return nil }
        return EditableFile(RecoveredFile.read(encoder.file())).entries.first
    }
}
