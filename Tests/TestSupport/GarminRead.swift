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

    /// Each file read, in one run of the decoder.
    package static func read(_ files: [String]) throws -> [GarminRead] {
        guard MissingTool.check(ReferenceDecoder.available, ReferenceDecoder.missing),
            let python = ReferenceDecoder.python
        else { return [] }
        let script = Paths.packageRoot.appendingPathComponent("Tests/Conformance/garmin_read.py").path
        let run = try Shell.run(python, [script] + files, timeLimit: 600)
        return try run.stdout.split(separator: "\n").map { line in
            let o = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            return GarminRead(
                file: o["file"] as? String ?? "", integrity: o["integrity"] as? Bool ?? false,
                errors: o["errors"] as? [String] ?? [], messages: o["messages"] as? [String: [[String: Any]]] ?? [:])
        }
    }

    /// Degrees of a semicircle value.
    package static func degrees(_ v: Any?) -> Double? { (v as? Int).map { Double($0) * 180 / 2_147_483_648.0 } }
}
