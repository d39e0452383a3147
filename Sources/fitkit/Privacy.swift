#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITActivity
import FITSupport

/// `--privacy-zone` and `--no-privacy`, on every command that writes or draws positions.
struct PrivacyOptions: ParsableArguments {
    @Option(
        name: .customLong("privacy-zone"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A circle no position is written or drawn in (repeatable; besides those of privacy.conf).",
            valueName: "lat,lon,radius_m"))
    var privacyZones: [String] = []

    @Flag(help: "Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.")
    var noPrivacy = false

    func validate() throws {
        for z in privacyZones where PrivacyZones.Zone(z) == nil {
            throw ValidationError("--privacy-zone \(z): give LAT,LON,RADIUS_M (degrees, degrees, metres)")
        }
    }

    /// The zones in force; a privacy.conf that cannot be read or has a line that is not a zone ends the command.
    func zones() throws -> PrivacyZones { try PrivacyConfig.zones(given: privacyZones, ignoringFile: noPrivacy) }
}

/// The privacy zones file: one `LAT,LON,RADIUS_M` a line, `#` comments.
enum PrivacyConfig {
    static var path: String { XDG.config + "/privacy.conf" }

    static func zones(given: [String], ignoringFile: Bool) throws -> PrivacyZones {
        var zones = PrivacyZones(given.compactMap { PrivacyZones.Zone($0) })
        guard !ignoringFile else { return zones }
        let text: String?
        do throws(Files.Failure) { text = try Files.text(path) } catch {
            complain("\(path): \(String(cString: strerror(error.errno))) (fix it, or give --no-privacy)")
            throw ExitCode.validationFailure
        }
        guard let text else {
            // No file is no zones; a link to nothing is a file the rider meant to have.
            var info = stat()
            if lstat(path, &info) == 0 {
                complain("\(path): a symbolic link to a file that does not exist (fix it, or give --no-privacy)")
                throw ExitCode.validationFailure
            }
            return zones
        }
        let (file, invalid) = PrivacyZones.parse(text)
        if let line = invalid.first {
            complain("\(path), line \(line): not LAT,LON,RADIUS_M (fix the file, or give --no-privacy)")
            throw ExitCode.validationFailure
        }
        zones.zones += file.zones
        return zones
    }
}
