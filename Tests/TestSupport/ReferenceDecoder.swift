import Foundation

/// Garmin's decoder (the pinned garmin-fit-sdk) in the venv `scripts/python-env.sh` makes, which
/// `scripts/test.sh` makes before the tests run. A test that reads files with it is skipped, saying why, when
/// the venv is not there: a test never installs anything.
package enum ReferenceDecoder {
    /// The venv's python, nil when it is missing or cannot import the decoder.
    package static let python: String? = {
        let environment = ProcessInfo.processInfo.environment
        let venv = environment["FITKIT_VENV"] ?? (environment["HOME"] ?? "") + "/.cache/fitkit/venv"
        let python = venv + "/bin/python"
        guard FileManager.default.isExecutableFile(atPath: python),
            let run = try? Shell.run(python, ["-c", "import garmin_fit_sdk"], timeLimit: 60), run.status == 0
        else { return nil }
        return python
    }()

    package static var available: Bool { python != nil }

    /// Why such a test was skipped.
    package static let missing = "Garmin's decoder is not installed: run scripts/python-env.sh (scripts/test.sh does)"
}
