/// The sources sync can pull from, by the name the command line gives. The one place that names them.
package enum SyncSources {
    package static let names = ["igpsport", "strava"]

    /// The source for the logged-in account. Throws `loginNeeded` when nobody is logged in.
    package static func make(_ name: String, http: HTTPClient) throws(SyncError) -> any SyncSource {
        switch name {
        case "igpsport": try IGPSport(http: http)
        case "strava": try Strava(http: http)
        default:
            throw SyncError.settings(
                path: name, reason: "not a source fitkit can sync from (\(names.joined(separator: ", ")))")
        }
    }
}
