import FITActivity
import FITInput
import FITKit

/// A format `export` writes, as the command shows and runs it: its flag (`--gpx`), its name for people, its help,
/// what output names end with, the options that change what it writes (`--laps`; one at a time), and the writer
/// for each. Each format is declared beside its exporter; `ExportFormat.all` lists them, and `export`,
/// `sync-and-export`, their help, validation and completions loop over that list.
package struct ExportFormat: Sendable, Hashable {
    /// The flag: `csv` for `--csv`.
    package let name: String
    /// For people: "GeoJSON".
    package let title: String
    package let help: String
    /// What output names end with: `.gpx`.
    package let suffix: String
    package let variants: [ExportVariant]
    /// The writer for one input, with the variant chosen (nil: none).
    let writer: @Sendable (ExportVariant?) -> ExportWriter

    package init(
        name: String, title: String, help: String, suffix: String, variants: [ExportVariant] = [],
        writer: @escaping @Sendable (ExportVariant?) -> ExportWriter
    ) {
        self.name = name
        self.title = title
        self.help = help
        self.suffix = suffix
        self.variants = variants
        self.writer = writer
    }

    /// Every format, in the order help lists them.
    package static let all: [ExportFormat] = [.csv, .gpx, .geojson, .tcx]

    /// What output names end with for a variant: its own ending, else the format's.
    package func suffix(for variant: ExportVariant?) -> String { variant?.suffix ?? suffix }

    package static func == (a: ExportFormat, b: ExportFormat) -> Bool { a.name == b.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// An option of one format that changes what it writes (`--laps` of CSV). A format takes one at a time.
package struct ExportVariant: Sendable, Hashable {
    /// The flag: `laps` for `--laps`.
    package let name: String
    /// What it does, after "With --csv: ".
    package let help: String
    /// What output names end with instead of the format's ending (`-laps.csv`), nil: the format's.
    package let suffix: String?
    /// Writes every message as it is: `--clean` cannot apply.
    package let keepsEveryMessage: Bool

    package init(_ name: String, help: String, suffix: String? = nil, keepsEveryMessage: Bool = false) {
        self.name = name
        self.help = help
        self.suffix = suffix
        self.keepsEveryMessage = keepsEveryMessage
    }
}

/// How a format writes one input.
package enum ExportWriter {
    /// An activity, through its two passes (`ExportJob.run`).
    case activity(any ActivityExporter)
    /// Every message as it is (`ExportJob.runRaw`).
    case messages
}

extension ExportJob {
    /// Exports one input in a format (and one of its variants).
    package static func run(
        _ item: InputItem, format: ExportFormat, variant: ExportVariant?, options: DecodeOptions,
        filter: ExportFilter = ExportFilter(), clean: Bool = false, privacy: PrivacyZones = PrivacyZones(),
        to destination: Destination
    ) throws(ExportError) -> Outcome {
        switch format.writer(variant) {
        case .activity(let exporter):
            try run(
                item, exporter: exporter, options: options, filter: filter, clean: clean, privacy: privacy,
                to: destination)
        case .messages: try runRaw(item, options: options, to: destination)
        }
    }
}
