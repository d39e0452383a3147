/// Lists in messages: "a", "a or b", "a, b or c".
package enum ListText {
    package static func joined(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
