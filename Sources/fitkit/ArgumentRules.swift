import ArgumentParser
import FITSupport

/// Options' values read by their kind's rule (`ValueRule`): a value that breaks it is a usage error naming the
/// option, as swift-argument-parser reports a value it cannot read.
enum ArgumentRules {
    static func positive(_ text: String) throws -> Double { try read(text, .positive) }
    static func nonNegative(_ text: String) throws -> Double { try read(text, .nonNegative) }
    static func count(_ text: String) throws -> Int { Int(try read(text, .count)) }

    /// A length of time in the clock's units (`90s`, `5m`, `1h05m`), in seconds, more than 0.
    static func clockSeconds(_ text: String) throws -> Double {
        let seconds: Int64
        do throws(DurationText.Refusal) { seconds = try DurationText.seconds(text, units: DurationText.clock) } catch {
            throw ValidationError(error.description)
        }
        guard seconds > 0 else { throw ValidationError("give a length of time of more than 0 s") }
        return Double(seconds)
    }

    private static func read(_ text: String, _ rule: ValueRule) throws -> Double {
        // swift-argument-parser's message names the option and the value already: the rule says what it wants.
        guard case .success(let v) = rule.check(text) else { throw ValidationError("give " + rule.wanted) }
        return v
    }
}
