import FITKit

/// What an `event` message says of the timer: the one rule every reader of pauses and timer stops uses.
public enum TimerEvent: Sendable, Equatable {
    case start
    /// `stop`, `stop_all`, `stop_disable` or `stop_disable_all`.
    case stop

    /// The event types that stop the timer.
    private static let stops: [Profile.EventType] = [.stop, .stopAll, .stopDisable, .stopDisableAll]

    /// Nil for other messages and events, and for timer events without a timestamp.
    public init?(_ m: Message) {
        guard m.globalNumber == MessageNumber.event, m.holds(EventField.event, Profile.Event.timer),
            m.time(EventField.timestamp) != nil
        else { return nil }
        if Self.stops.contains(where: { m.holds(EventField.eventType, $0) }) {
            self = .stop
        } else if m.holds(EventField.eventType, Profile.EventType.start) {
            self = .start
        } else {
            return nil
        }
    }
}
