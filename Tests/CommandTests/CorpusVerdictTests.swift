import FITKit
import Foundation
import Testing
import TestSupport

/// The shared corpus read as users read it, by the release binary: each file's strict verdict against the
/// independent checker's (PROVENANCE.tsv `status`), in one `inspect --json` over all 173 files (the debug
/// build's decoder in the test process took most of a minute for the same).
@Suite struct CorpusVerdictTests {
    @Test(
        "every file of the shared corpus gets the checker's verdict, and a damaged one keeps what came before the error",
        .enabled(if: FileManager.default.fileExists(atPath: Paths.corpus.path)))
    func everySharedCorpusFileGetsTheCheckersVerdict() throws {
        let rows = try Paths.table(Paths.corpus.appendingPathComponent("PROVENANCE.tsv").path)
        #expect(rows.count == 173)
        let paths = rows.map { Paths.corpus.appendingPathComponent($0["file"]!).path }
        let run = try Fitkit.run(["inspect", "--json"] + paths)
        let reports = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(reports.count == rows.count, "\(run.stderr)")
        for (row, report) in zip(rows, reports) {
            let path = report["file"] as? String ?? ""
            // The error's line is "PATH: KIND at byte N: …": the kind strict decoding stopped at.
            let error = (report["error"] as? String).map { String($0.dropFirst(path.count + 2)) }
            let kind = error.flatMap { text in FITError.Kind.allCases.first { text.hasPrefix($0.rawValue + " ") } }
            #expect(CheckerVerdict.matches(status: row["status"]!, kind: kind), "\(path): \(error ?? "no error")")
            if error != nil {
                let counts = report["message_counts"] as? [String: Any] ?? [:]
                #expect(!counts.isEmpty, "\(path): nothing kept before the error")
            }
        }
    }
}
