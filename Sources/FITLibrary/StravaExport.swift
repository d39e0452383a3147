import FITInput
import FITKit

/// The index of a Strava bulk export: `activities.csv` at the root of the zip names, for each activity, its
/// Strava id, its title and its file (`activities/123.fit.gz`). Importing with it records the rides as
/// Strava's (so a later sync from Strava finds them) with their Strava titles.
public struct StravaExportIndex: Sendable {
    public struct Entry: Sendable, Equatable {
        public let id: String
        /// The ride's title, description and gear as Strava has them.
        public let details: RideDetails
        public var title: String? { details.title }
    }

    /// By file name inside the export, as the zip lists it.
    public let entries: [String: Entry]

    /// Reads the index of an export archive; nil when the archive has no `activities.csv` with the columns.
    public static func read(archive: String) -> StravaExportIndex? {
        guard
            let item = try? InputItem.archiveMember(
                archive, member: "activities.csv", name: "activities.csv",
                maxFileSize: 64 << 20),
            var source = try? item.open()
        else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while let n = try? chunk.withUnsafeMutableBytes({ try source.read(into: $0) }), n > 0 { bytes += chunk[0..<n] }
        return parse(String(decoding: bytes, as: UTF8.self))
    }

    static func parse(_ text: String) -> StravaExportIndex? {
        let rows = CSV.rows(text)
        guard let header = rows.first, let id = header.firstIndex(of: "Activity ID"),
            let file = header.firstIndex(of: "Filename")
        else { return nil }
        // Later exports repeat some column names (a second "Activity Description"...): the first is Strava's own.
        let name = header.firstIndex(of: "Activity Name"), description = header.firstIndex(of: "Activity Description")
        let gear = header.firstIndex(of: "Activity Gear")
        var entries: [String: Entry] = [:]
        for row in rows.dropFirst() where row.count > max(id, file) && !row[file].isEmpty {
            func cell(_ column: Int?) -> String? {
                column.flatMap { $0 < row.count && !row[$0].isEmpty ? row[$0] : nil }
            }
            entries[row[file]] = Entry(
                id: row[id],
                details: RideDetails(
                    title: cell(name), description: cell(description),
                    gear: cell(gear)))
        }
        return StravaExportIndex(entries: entries)
    }

    /// The entry for a member of the export.
    public func entry(for member: ArchiveMember) -> Entry? { entries[member.path] }
}

/// Where the files an import reads come from, as the library records them: the members of a Strava bulk
/// export its index names are Strava's rides (with Strava's id, title, description and gear, so that a later
/// sync from Strava finds them); everything else is a file.
public struct ImportOrigins {
    /// The index of each archive named that has one, by the archive's name as given.
    private var indexes: [String: StravaExportIndex] = [:]

    /// Reads the index of every archive among the inputs (paths as the user gave them).
    public init(inputs: [String]) {
        for input in inputs where InputNames.isArchive(input) {
            indexes[input] = StravaExportIndex.read(archive: input)
        }
    }

    /// The Strava entry naming an input, nil when it is not a member of an indexed export.
    func stravaEntry(for item: InputItem) -> StravaExportIndex.Entry? {
        guard let member = item.member else { return nil }
        return indexes[member.archive]?.entry(for: member)
    }
}

extension Library {
    /// Imports an input, recorded as coming from where `origins` says.
    public func importFIT(
        _ item: InputItem, from origins: ImportOrigins, options: DecodeOptions = DecodeOptions()
    ) throws(LibraryError) -> ImportOutcome {
        let entry = origins.stravaEntry(for: item)
        return try importFIT(
            item, source: entry == nil ? .file : .strava, sourceID: entry?.id,
            details: entry?.details ?? RideDetails(), options: options)
    }

    /// Imports a prepared input (`Library.prepareImport`), recorded as coming from where `origins` says.
    public func importPrepared(_ prepared: PreparedImport, from origins: ImportOrigins) throws(LibraryError)
        -> ImportOutcome
    {
        let entry = origins.stravaEntry(for: prepared.item)
        return try importPrepared(
            prepared, source: entry == nil ? .file : .strava, sourceID: entry?.id,
            details: entry?.details ?? RideDetails())
    }
}

/// RFC 4180 CSV: quoted fields may hold commas, quotes (doubled) and line breaks.
enum CSV {
    static func rows(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = "", quoted = false
        var chars = text.makeIterator()
        var pending: Character? = nil
        while let c = pending ?? chars.next() {
            pending = nil
            if quoted {
                if c == "\"" {
                    if let next = chars.next() {
                        if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(c)
                }
            } else if c == "\"" && field.isEmpty {
                quoted = true
            } else if c == "," {
                row.append(field); field = ""
            } else if c == "\n" || c == "\r\n" || c == "\r" {
                row.append(field); field = ""
                if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
                row = []
            } else {
                field.append(c)
            }
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }
}
