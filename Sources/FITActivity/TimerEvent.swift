import FITSupport
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

    /// The same for a timer event's `event_type` as its byte holds it.
    init?(eventType: UInt64) {
        if Self.stops.contains(where: { $0.rawValue == eventType }) {
            self = .stop
        } else if eventType == Profile.EventType.start.rawValue {
            self = .start
        } else {
            return nil
        }
    }
}

/// Where a timer event's type and time lie in the messages of one definition, so that a summary reads them
/// straight from the bytes (`ActivitySummaryBuilder.addTimerEvent`): a ride sends thousands of events, and
/// decoding each in full was a fifth of `inspect`. Only for the plain form Garmin's profile gives them (`event`
/// and `event_type` one enum byte each, the timestamp one uint32, no field twice, no developer field); any
/// other is decoded, and read from its named values. Made once per definition (`sharedPlan`).
final class TimerEventPlan {
    let isPlain: Bool
    /// How `event_type` is read (nil: the messages have none, and so say nothing of the timer).
    let eventType: FieldCoding?
    /// How the timestamp is read (nil: the messages have none; a compressed-timestamp header may give it).
    let timestamp: FieldCoding?

    init(_ definition: MessageDefinition) {
        func field(_ name: EventField) -> FieldDefinition? {
            definition.fields.first { $0.number == name.fieldNumber }
        }
        func coding(_ field: FieldDefinition?) -> FieldCoding? {
            field.map { FieldCoding($0, bigEndian: definition.isBigEndian, profile: nil) }
        }
        let event = field(.event), type = field(.eventType), time = field(.timestamp)
        isPlain =
            !definition.repeatsFields && definition.developerFields.isEmpty
            && event.map { $0.baseType == .enumeration && $0.size == 1 } == true
            && type.map { $0.baseType == .enumeration && $0.size == 1 } != false
            && time.map { $0.baseType == .uint32 && $0.size == 4 } != false
        eventType = coding(type)
        timestamp = coding(time)
    }

    /// The event of a message of this definition, and its time; nil when it says nothing of the timer.
    func read(_ raw: borrowing RawMessage) -> (event: TimerEvent, time: UInt32)? {
        let base = raw.bytes.start
        let time = timestamp.map { $0.validBits(base).map { UInt32($0) } } ?? raw.compressedTimestamp
        guard let time, let type = eventType?.validBits(base), let event = TimerEvent(eventType: type) else {
            return nil
        }
        return (event, time)
    }
}
