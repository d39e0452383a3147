import Foundation
import Testing

/// What Garmin's decoder (`ReferenceDecoder`) reads of FIT files, with its integrity check: the independent
/// judge of the files fitkit writes.
package struct GarminRead {
    package let file: String
    package let integrity: Bool
    package let errors: [String]
    package let messages: [String: [[String: Any]]]

    package var records: [[String: Any]] { messages["record"] ?? [] }
    package func count(_ kind: String) -> Int { messages[kind]?.count ?? 0 }

    /// The decoder, started once for the test run (garmin_read.py --serve).
    static let decoder: ServedTool? = ReferenceDecoder.python.map {
        ServedTool($0, [Paths.packageRoot.appendingPathComponent("Tests/Conformance/garmin_read.py").path, "--serve"])
    }

    /// Each file read by the one decoder of the test run.
    package static func read(_ files: [String]) throws -> [GarminRead] {
        guard MissingTool.check(ReferenceDecoder.available, ReferenceDecoder.missing), let decoder else { return [] }
        let question = String(decoding: try JSONSerialization.data(withJSONObject: files), as: UTF8.self)
        let answer = try decoder.ask(question, timeLimit: 600)
        let read = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [[String: Any]] ?? []
        return read.map { o in
            GarminRead(
                file: o["file"] as? String ?? "", integrity: o["integrity"] as? Bool ?? false,
                errors: o["errors"] as? [String] ?? [], messages: o["messages"] as? [String: [[String: Any]]] ?? [:])
        }
    }

    /// Degrees of a semicircle value.
    package static func degrees(_ v: Any?) -> Double? { (v as? Int).map { Double($0) * 180 / 2_147_483_648.0 } }
}
