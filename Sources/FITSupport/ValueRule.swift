/// The kinds of number a command line or a settings file takes, each with one rule, so that `--ftp=-5`, an
/// `ftp = 0` line and `--limit 0` are refused the same way everywhere.
public enum ValueRule: Sendable {
    /// A quantity that is meaningless at zero or below: FTP, CP, W′, heart rates, weight, a size in bytes.
    case positive
    /// A quantity that may be zero: an ascent threshold, seconds to wait.
    case nonNegative
    /// How many things: at least one.
    case count

    /// The number `text` holds under this rule, or why it does not.
    public func check(_ text: String) -> Result<Double, RuleError> {
        guard let v = Double(text.trimmingCharacters), v.isFinite else {
            return .failure(RuleError(description: "\(text): give \(wanted)"))
        }
        return check(v).map { .failure($0) } ?? .success(v)
    }

    /// Why `v` breaks the rule, or nil.
    public func check(_ v: Double) -> RuleError? {
        let fine =
            switch self {
            case .positive: v > 0
            case .nonNegative: v >= 0
            // A count is held as an Int: one past its range is refused, not trapped on.
            case .count: v >= 1 && Int(exactly: v) != nil
            }
        return fine ? nil : RuleError(description: "\(Self.text(v)): give \(wanted)")
    }

    /// What the rule asks for, as the errors say it.
    public var wanted: String {
        switch self {
        case .positive: "a number above 0"
        case .nonNegative: "0 or more"
        case .count: "a whole number, 1 or more"
        }
    }

    private static func text(_ v: Double) -> String {
        v.rounded() == v && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
    }

    public struct RuleError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (no Foundation).
    fileprivate var trimmingCharacters: Substring {
        var s = self[...]
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return s
    }
}
