import FITKit
import FITLibrary
import FITSupport

/// The start dates a sync asks for, Unix seconds: since inclusive, until exclusive.
package struct DateRange: Sendable {
    package var since: Int64?
    package var until: Int64?

    package init(since: Int64? = nil, until: Int64? = nil) {
        self.since = since
        self.until = until
    }

    package func contains(_ time: Int64) -> Bool {
        (since.map { time >= $0 } ?? true) && (until.map { time < $0 } ?? true)
    }

    /// "2026-11-24 06:05 UTC", as sync says times to the user.
    package static func minuteText(_ unix: Int64) -> String {
        let iso = Instant(unix: unix).iso8601()  // "2026-11-24T06:05:00Z"
        return iso.prefix(10) + " " + iso.dropFirst(11).prefix(5) + " UTC"
    }
}

/// The ids services give their activities: ASCII letters and digits (iGPSport's rideId and hex row id, Strava's
/// id, intervals.icu's `i55751783`), at most 64 of them: what is safe in a URL's path and a file's name as it is.
/// An id of any other form (`../../steal`, one holding a NUL) never enters a URL or the library: its item is
/// reported as a failure, under an escaped form of the id.
package enum RemoteID {
    /// An id as a service's JSON gives it, a string or a number, as text: what a listing then checks
    /// (`checked`); nil for anything else.
    package static func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let s)?: s.isEmpty ? nil : s
        case .int(let i)?: String(i)
        default: nil
        }
    }

    /// An id a service's answer names, only when it is one the service gives (`isValid`, and not all zeros):
    /// what an upload records as done (an `activity_id` of -1 or 0 is no activity).
    package static func read(_ value: JSONValue?) -> String? {
        guard let id = text(value), isValid(id), id.contains(where: { $0 != "0" }) else { return nil }
        return id
    }

    package static func isValid(_ id: String) -> Bool {
        (1...64).contains(id.utf8.count)
            && id.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 122) }
    }

    /// An id for a URL's path: percent-encoded (a valid id is its own encoding).
    package static func pathSegment(_ id: String) -> String { FormEncoding.escape(id) }

    /// A listed item whose id is valid, or the item under an escaped id, with why it can never be fetched.
    package static func checked(_ item: ListedItem) -> (ListedItem, String?) {
        guard !isValid(item.remoteID) else { return (item, nil) }
        // Escaped: a NUL or a control character is stored and shown as \x00, never cut short or raw.
        let shown = String(PathText.display(item.remoteID).prefix(96))
        return (
            ListedItem(remoteID: shown, title: item.title, startDay: item.startDay, fileURL: nil),
            "its id \"\(shown)\" is not one the service gives (letters and digits): never fetched"
        )
    }
}

/// One page of a listing.
package struct RemotePage: Sendable {
    /// The items on the page that may fall in the range (the sources' own dates are checked with slack; the FIT
    /// file's times decide).
    package var items: [ListedItem]
    /// Items whose listed date could not be read, with why: each an error for that item, never "now".
    package var unreadable: [(ListedItem, String)] = []
    /// Items the service lists but will never serve a file for, with why ("from Strava, which the API does not
    /// serve"): counted by that reason, never fetched, never failures.
    package var skipped: [(ListedItem, String)] = []
    /// The service says this was the last page.
    package var isLast: Bool
    /// Every row on the page is older than the range: later pages (newest first) can only be older still.
    package var pastRange: Bool = false

    package init(
        items: [ListedItem], unreadable: [(ListedItem, String)] = [], skipped: [(ListedItem, String)] = [],
        isLast: Bool, pastRange: Bool = false
    ) {
        self.items = items
        self.unreadable = unreadable
        self.skipped = skipped
        self.isLast = isLast
        self.pastRange = pastRange
    }
}

/// What fetching a listed ride gives.
package enum Recording: Sendable {
    case file([UInt8])
    /// The service holds no recording of it: kept as an activity without a file, as a manual entry is.
    case withoutFile(RideWithoutFile)
}

/// A service activities are pulled from. The sync (`SyncRun`) knows sources only through this: a new service
/// is one new type.
package protocol SyncSource: AnyObject {
    /// The library's name for the source (`igpsport`), used in `activity_sources` and `sync_items`.
    var name: SourceID { get }
    /// Who is logged in, for `sync --status`.
    var account: String? { get }
    /// Makes sure requests will be authorised (a cached token probed, or renewed with a remembered password).
    func connect() throws(SyncError)
    /// Page `number` (from 1), newest first.
    func listPage(_ number: Int, range: DateRange) throws(SyncError) -> RemotePage
    /// The ride's recording: the original file's bytes as the service gives them (the sync checks that they are
    /// a whole FIT file), or the ride without one when the service turns out to hold none (an entry whose
    /// streams are empty).
    func fetch(_ item: ListedItem) throws(SyncError) -> Recording
    /// What the service knows of the ride beyond its file (it may ask the service).
    func details(_ item: ListedItem) throws(SyncError) -> RideDetails
    /// The ride's UTC start (Unix seconds) and elapsed seconds when the listing gives them: a ride the library
    /// holds already (from a device file, another service) is then matched without fetching anything.
    func listedTimes(_ item: ListedItem) -> (start: Int64, elapsed: Double)?
    /// A ride the service knows without a recording (a manual entry), kept as an activity without a file.
    func withoutFile(_ item: ListedItem) -> RideWithoutFile?
    /// Whether what `fetch` gives is the device's own file (iGPSport, intervals.icu), not one fitkit rebuilds
    /// (Strava's streams): an original takes over a rebuilt copy the library holds.
    var servesOriginals: Bool { get }
}

extension SyncSource {
    package func listedTimes(_ item: ListedItem) -> (start: Int64, elapsed: Double)? { nil }
    package func withoutFile(_ item: ListedItem) -> RideWithoutFile? { nil }
    package var servesOriginals: Bool { true }
}
