import FITInput
import FITLibrary

/// What the library knows of a ride a page is made of: its season's best power curve (the library's rides of its
/// year) and its efforts on the library's segments. The library is opened at the first library ride asked for;
/// a ride from a file has neither.
package final class LibrarySeasons {
    /// One ride's share.
    package struct Known: Sendable {
        package var curve: [(seconds: Int, watts: Double)]?
        package var efforts: [(segment: Segment, effort: StoredEffort)] = []
    }

    private let folder: String?
    private var library: Library??
    private var seasons: [String: [(seconds: Int, watts: Double)]]?

    package init(folder: String?) { self.folder = folder }

    package func of(_ item: InputItem) -> Known {
        guard let id = item.activityID else { return Known() }
        if library == nil {
            library = try? Library(folder: folder ?? Library.defaultFolder, create: false)
            seasons = (library ?? nil).flatMap { try? $0.rideFigures() }.map(SiteBuilder.seasonCurves)
        }
        guard let opened = library ?? nil else { return Known() }
        var known = Known(efforts: (try? opened.efforts(activity: id)) ?? [])
        if let a = try? opened.activity(id), let start = a.startTime {
            known.curve = seasons?[SiteBuilder.year(of: start, a.utcOffset)]
        }
        return known
    }
}
