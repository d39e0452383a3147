#if canImport(Glibc)
import Glibc
#endif
import FITActivity
import FITKit

/// Counts a batch's outcomes as they come, reports failures at once (one line each), and ends with a summary.
struct ExportTally {
    var progress: ProgressLine
    private(set) var converted = 0
    private(set) var failed = 0
    private var skipped: [String: Int] = [:]
    private var lastPath: String?

    init(progress: ProgressLine) { self.progress = progress }

    mutating func convert(
        _ name: String, to path: String?, problems: [FITError], leftOut: CleaningReport = CleaningReport()
    ) {
        converted += 1
        lastPath = path
        if let first = problems.first {
            progress.clear()
            complain(
                "\(name): exported with \(problems.count) problem\(problems.count == 1 ? "" : "s"), the first: \(first)"
            )
        }
        if let line = leftOut.line {
            progress.clear()
            complain("\(name): left out \(line)")
        }
    }

    mutating func skip(_ name: String, _ reason: String) {
        // Reasons that name a file are shown as they come; the common ones are only counted.
        if reason.contains("--overwrite") || reason.hasPrefix("no positions") {
            progress.clear()
            complain("\(name): skipped: \(reason)")
        }
        let key =
            reason.hasPrefix("sport is")
            ? "another sport"
            : reason.contains("--overwrite")
                ? "exist"
                : reason.hasPrefix("no positions") ? "without positions" : reason
        skipped[key, default: 0] += 1
    }

    /// Inputs skipped because their output exists.
    var existing: Int { skipped["exist"] ?? 0 }

    mutating func fail(_ line: String) {
        failed += 1
        progress.clear()
        complain(line)
    }

    /// One line: what was converted, skipped (by reason) and failed. A lone conversion says where it went.
    mutating func finish(format: String) {
        progress.clear()
        let skippedCount = skipped.values.reduce(0, +)
        if converted == 1 && skippedCount == 0 && failed == 0 {
            if let lastPath { complain("wrote \(lastPath)") }
            return
        }
        // A lone input that failed has said why in its own line.
        if converted == 0 && skippedCount == 0 && failed == 1 { return }
        var line = "exported \(converted) to \(format)"
        if skippedCount > 0 {
            // The commonest first; reasons as common in their words' order (the same line whatever --jobs).
            let reasons = skipped.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
                .joined(separator: ", ")
            line += "; skipped \(skippedCount) (\(reasons))"
        }
        line += "; " + (failed > 0 ? progress.highlight("failed \(failed)") : "failed 0")
        complain(line)
    }
}

/// A progress bar on standard error, redrawn in place; nothing when standard error is not a terminal.
struct ProgressLine {
    private let enabled: Bool
    private let color: Bool
    private var drawn = false
    private var lastPercent = -1

    init(enabled: Bool) {
        // A dumb terminal gets no redrawing and no colour (it would show the escape sequences).
        let terminal = isatty(2) == 1 && getenv("TERM").map { String(cString: $0) != "dumb" } ?? true
        self.enabled = enabled && terminal
        color = terminal && getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true
    }

    /// A count when the total is not known in advance: "importing… 12 files".
    mutating func update(_ label: String, count: Int) {
        guard enabled else { return }
        print("\r\(label) \(count)\u{1B}[K", terminator: "", to: &StandardError.shared)
        drawn = true
    }

    mutating func update(done: Int, total: Int) {
        guard enabled, total > 0 else { return }
        let percent = min(100, done * 100 / total)
        guard percent != lastPercent else { return }
        lastPercent = percent
        let width = 30, filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        print("\r[\(bar)] \(percent)%", terminator: "", to: &StandardError.shared)
        drawn = true
    }

    mutating func clear() {
        guard drawn else { return }
        print("\r\u{1B}[K", terminator: "", to: &StandardError.shared)
        drawn = false
        lastPercent = -1
    }

    /// Red when colour is allowed (a terminal, and NO_COLOR unset).
    func highlight(_ text: String) -> String { color ? "\u{1B}[31m\(text)\u{1B}[0m" : text }
}

/// Dates on the command line: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM[:SS][Z]`, in UTC, as FIT seconds.
enum DateArgument {
    /// - Parameter endOfDay: a bare date means the end of that day (for --until: the day is included).
    static func parse(_ text: String, endOfDay: Bool) -> UInt32? {
        let parts = text.split(separator: "T", maxSplits: 1)
        // A day the calendar has: 2015-02-30 is no date.
        guard let day = parts.first.flatMap(FITTime.day) else { return nil }
        var seconds = day * 86_400
        if parts.count == 2 {
            var clock = parts[1]
            if clock.hasSuffix("Z") { clock = clock.dropLast() }
            let hms = clock.split(separator: ":").compactMap { Int64($0) }
            guard (2...3).contains(hms.count), hms[0] < 24, hms[1] < 60, (hms.count == 2 || hms[2] < 61) else {
                return nil
            }
            seconds += hms[0] * 3600 + hms[1] * 60 + (hms.count == 3 ? hms[2] : 0)
        } else if endOfDay {
            seconds += 86_400
        }
        let fit = Instant(unix: seconds).fit
        return fit < 0 || fit > Int64(UInt32.max) ? nil : UInt32(fit)
    }
}
