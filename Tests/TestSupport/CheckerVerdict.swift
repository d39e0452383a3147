import FITKit

/// The independent checker's verdict on a file (a PROVENANCE.tsv `status`) against the kind of the first
/// error fitkit's strict decode stops at (nil: none).
package enum CheckerVerdict {
    package static func matches(status: String, kind: FITError.Kind?) -> Bool {
        if status == "valid" { return kind == nil }
        guard let kind else { return false }
        // A last record running past the data size and past the end of the input is cut short either way.
        if status.contains("last record ends at") { return kind == .sizeMismatch || kind == .truncated }
        if status.contains("file CRC mismatch") && !status.contains("truncated") { return kind == .fileCRCMismatch }
        if status.contains("bad header") { return kind == .badHeader }
        if status.contains("undefined local type") { return kind == .undefinedLocalMessage }
        if status.contains("truncated") { return kind == .truncated }
        return false
    }
}
