import FITKit
import FITSupport

/// A moment of a ride as `crop` and `split` are given it: an ISO-8601 UTC time (`2024-05-01T10:15:00Z`, or
/// with an offset such as `+02:00`), or an elapsed time from the ride's start (`+10m`, `+1h05m`, `+90s`).
package enum EditTime: Sendable, Equatable {
    /// Seconds since the FIT epoch.
    case absolute(UInt32)
    /// Seconds after the first timed message of the file.
    case elapsed(UInt32)

    /// Nil for text that is neither form.
    package init?(_ text: String) {
        if text.hasPrefix("+") {
            // The command line's one grammar of lengths (`DurationText`), in the clock's units.
            guard let seconds = try? DurationText.seconds(text.dropFirst(), units: DurationText.clock),
                let elapsed = UInt32(exactly: seconds)
            else { return nil }
            self = .elapsed(elapsed)
        } else {
            guard let t = Self.iso8601(text) else { return nil }
            self = .absolute(t)
        }
    }

    /// The moment in FIT seconds, for a ride that starts at `start`.
    package func seconds(from start: UInt32) -> UInt32 {
        switch self {
        case .absolute(let t): t
        case .elapsed(let s): start &+ s
        }
    }

    /// An ISO-8601 time (`FITTime.seconds(iso8601:)`) as a FIT date_time; nil outside what one holds.
    package static func iso8601(_ text: String) -> UInt32? {
        guard let fit = FITTime.seconds(iso8601: text), fit >= 0, fit < Int64(UInt32.max) else { return nil }
        return UInt32(fit)
    }
}
