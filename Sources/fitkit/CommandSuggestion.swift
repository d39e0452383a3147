/// A mistyped subcommand (`fitkit analyse`), named with the nearest one, as options already are.
enum CommandSuggestion {
    /// The message for a first word that names no subcommand, nil when it does (or is an option, or a path).
    static func unknown(_ word: String, among names: [String]) -> String? {
        guard !word.hasPrefix("-"), !word.contains("/"), !names.contains(word) else { return nil }
        let nearest = names.map { ($0, distance(word.lowercased(), $0)) }.min { $0.1 < $1.1 }
        var text = "fitkit: '\(word)' is not a fitkit command"
        if let (name, d) = nearest, d <= max(1, name.count / 3) { text += " (did you mean '\(name)'?)" }
        return text + "; fitkit --help lists them"
    }

    /// Levenshtein distance, a transposition of neighbours counted as one edit.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        guard !x.isEmpty, !y.isEmpty else { return max(x.count, y.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }
}
