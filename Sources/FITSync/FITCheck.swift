import FITKit

/// Whether downloaded bytes are a whole FIT file: its header, every message's framing, its sizes and its CRCs, as
/// the decoder checks them in strict mode. A server's error page or a cut-off transfer is caught here, before
/// anything reaches the library.
enum FITCheck {
    enum Verdict: Equatable {
        /// Everything checks.
        case whole
        /// Complete by its own header and every message decodes, but a CRC does not match: a file the device
        /// wrote so (the same bytes come every time), taken leniently with these problems recorded.
        case damaged([String])
        /// Not a whole FIT file: 0 bytes, a page, a file cut short, bytes that are not FIT.
        case bad(String)
    }

    static func verdict(_ bytes: [UInt8]) -> Verdict {
        if bytes.isEmpty { return .bad("0 bytes") }
        if let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == UInt8(ascii: "<") {
            return .bad("an HTML or XML page (\(bytes.count) bytes), not a FIT file")
        }
        guard let strictError = firstError(bytes, .strict) else { return .whole }
        let lenient = FITReader(source: MemorySource(bytes), options: DecodeOptions(validation: .lenient))
        do {
            try lenient.readToEnd()
        } catch {
            return .bad("\(strictError)")
        }
        let crcOnly =
            !lenient.problems.isEmpty
            && lenient.problems.allSatisfy { $0.kind == .fileCRCMismatch || $0.kind == .headerCRCMismatch }
        return crcOnly ? .damaged(lenient.problems.map { "\($0)" }) : .bad("\(strictError)")
    }

    private static func firstError(_ bytes: [UInt8], _ validation: Validation) -> FITError? {
        let reader = FITReader(source: MemorySource(bytes), options: DecodeOptions(validation: validation))
        do throws(FITError) {
            try reader.readToEnd()
        } catch {
            return error
        }
        return nil
    }
}
