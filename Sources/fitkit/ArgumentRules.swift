import ArgumentParser
import FITSupport

/// Options' values read by their kind's rule (`ValueRule`): a value that breaks it is a usage error naming the
/// option, as swift-argument-parser reports a value it cannot read.
enum ArgumentRules {
    static func positive(_ text: String) throws -> Double { try read(text, .positive) }
    static func nonNegative(_ text: String) throws -> Double { try read(text, .nonNegative) }
    static func count(_ text: String) throws -> Int { Int(try read(text, .count)) }

    private static func read(_ text: String, _ rule: ValueRule) throws -> Double {
        // swift-argument-parser's message names the option and the value already: the rule says what it wants.
        guard case .success(let v) = rule.check(text) else { throw ValidationError("give " + rule.wanted) }
        return v
    }
}
