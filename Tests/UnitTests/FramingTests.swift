import Testing
import TestSupport
@testable import FITKit

/// Headers, CRCs, definitions, record headers and chained files, on byte sequences built in the tests.
@Suite struct FramingTests {
    /// file_id with type=activity (4) and manufacturer=garmin (1).
    static func fileID(_ b: inout FITBuilder, local: UInt8 = 0) {
        b.define(
            local: local, global: 0, [.init(number: 0, size: 1, type: 0x00), .init(number: 1, size: 2, type: 0x84)])
        b.data(local: local, [4] + le16(1))
    }

    static var simpleFile: [UInt8] {
        var b = FITBuilder()
        fileID(&b)
        return b.file()
    }

    @Test func crcMatchesTheCRC16ARCCheckValue() {
        #expect(CRC16.checksum(Array("123456789".utf8)) == 0xBB3D)
        // Against Garmin's nibble-table algorithm (the FIT SDK's), for every length up to 1,100 (the folding of
        // 64-byte blocks, 16-byte lanes, the 16-, 8- and 1-byte table steps and their mixes) and fed in uneven
        // pieces as the reader does.
        func garmin(_ bytes: [UInt8]) -> UInt16 {
            let table: [UInt16] = [
                0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
                0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400
            ]
            var crc: UInt16 = 0
            for byte in bytes {
                var tmp = table[Int(crc & 0xF)]
                crc = (crc >> 4) & 0x0FFF
                crc = crc ^ tmp ^ table[Int(byte & 0xF)]
                tmp = table[Int(crc & 0xF)]
                crc = (crc >> 4) & 0x0FFF
                crc = crc ^ tmp ^ table[Int((byte >> 4) & 0xF)]
            }
            return crc
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let data = (0..<1100).map { _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        for n in 0...1100 {
            let bytes = Array(data.prefix(n))
            #expect(CRC16.checksum(bytes) == garmin(bytes), "\(n) bytes")
            var pieces = CRC16()
            bytes.withUnsafeBytes { all in
                var at = 0, size = 1
                while at < n {
                    let end = min(n, at + size)
                    pieces.update(UnsafeRawBufferPointer(rebasing: all[at..<end]))
                    at = end
                    size = size * 7 % 211 + 1
                }
            }
            #expect(pieces.value == garmin(bytes), "\(n) bytes in pieces")
        }
    }

    @Test func decodesA14ByteHeaderFile() throws {
        let messages = try decode(Self.simpleFile)
        #expect(messages.count == 1)
        #expect(messages[0].name == "file_id")
        #expect(messages[0]["type"] == .string("activity"))
        #expect(messages[0]["manufacturer"] == .string("garmin"))
    }

    @Test func decodesA12ByteHeaderAndAZeroHeaderCRC() throws {
        var b = FITBuilder()
        Self.fileID(&b)
        #expect(try decode(b.file(headerSize: 12)).count == 1)
        #expect(try decode(b.file(headerCRC: false)).count == 1)
    }

    @Test func badHeaderCRCIsAnErrorAtByte12WhenStrictAndAProblemWhenLenient() throws {
        var bytes = Array(Self.simpleFile.dropLast(2))
        bytes[12] ^= 0xFF
        bytes += le16(CRC16.checksum(bytes))  // the file CRC stays right: only the header CRC is wrong
        let (_, error) = decodeExpectingError(bytes)
        #expect(error?.kind == .headerCRCMismatch)
        #expect(error?.offset == 12)
        let decoder = FITDecoder(source: MemorySource(bytes), options: DecodeOptions(validation: .lenient))
        var count = 0
        while try decoder.next() != nil { count += 1 }
        #expect(count == 1)
        #expect(decoder.problems.map(\.kind) == [.headerCRCMismatch])
    }

    @Test func fileCRCMismatchKeepsTheMessagesAndNamesTheCRCOffset() {
        var bytes = Self.simpleFile
        bytes[bytes.count - 1] ^= 0x01
        let (messages, error) = decodeExpectingError(bytes)
        #expect(messages.count == 1)
        #expect(error?.kind == .fileCRCMismatch)
        #expect(error?.offset == bytes.count - 2)
    }

    @Test func validationOffSkipsTheCRC() throws {
        var bytes = Self.simpleFile
        bytes[bytes.count - 1] ^= 0x01
        #expect(try decode(bytes, validation: .off).count == 1)
    }

    @Test func notAFITFileIsRefused() {
        let (_, error) = decodeExpectingError(Array("hello, this is not a FIT file".utf8))
        #expect(error?.kind == .notFIT)
        #expect(error?.offset == 0)
        let (_, empty) = decodeExpectingError([])
        #expect(empty?.kind == .notFIT)
    }

    @Test func bigEndianDefinitionsReadMultiByteValuesMostSignificantByteFirst() throws {
        var b = FITBuilder()
        b.define(
            local: 0, global: 0, bigEndian: true,
            [.init(number: 1, size: 2, type: 0x84), .init(number: 3, size: 4, type: 0x8C)])
        b.data(local: 0, be16(263) + [0x12, 0x34, 0x56, 0x78])
        let m = try decode(b.file())[0]
        #expect(m["manufacturer"] == .string("favero_electronics"))  // 263 in the profile
        #expect(m.int(FileIdField.serialNumber) == 0x1234_5678)
    }

    @Test func localMessageTypesCanBeRedefined() throws {
        var b = FITBuilder()
        Self.fileID(&b, local: 3)
        b.define(local: 3, global: 49, [.init(number: 0, size: 2, type: 0x84)])  // file_creator.software_version
        b.data(local: 3, le16(250))
        let messages = try decode(b.file())
        #expect(messages.map(\.name) == ["file_id", "file_creator"])
        #expect(messages[1].int(FileCreatorField.softwareVersion) == 250)
    }

    @Test func dataForAnUndefinedLocalMessageIsAnErrorAtItsRecordHeader() {
        var b = FITBuilder()
        Self.fileID(&b)
        let offset = 14 + b.records.count
        b.data(local: 5, [1, 2, 3])
        let (messages, error) = decodeExpectingError(b.file())
        #expect(messages.count == 1)
        #expect(error?.kind == .undefinedLocalMessage)
        #expect(error?.offset == offset)
    }

    @Test func truncatedFileKeepsWhatDecodedBefore() {
        var b = FITBuilder()
        Self.fileID(&b)
        b.data(local: 0, [4] + le16(1))
        let whole = b.file()
        let (messages, error) = decodeExpectingError(Array(whole.dropLast(4)))
        #expect(messages.count == 1)
        #expect(error?.kind == .truncated)
    }

    @Test func chainedFilesDecodeOneAfterTheOther() throws {
        let bytes = Self.simpleFile + Self.simpleFile
        let decoder = FITDecoder(source: MemorySource(bytes))
        var count = 0
        while try decoder.next() != nil { count += 1 }
        #expect(count == 2)
        #expect(decoder.headers.map(\.offset) == [0, Self.simpleFile.count])
    }

    @Test func garbageAfterTheLastFileIsAnErrorWhenStrictAndAProblemWhenLenient() throws {
        let bytes = Self.simpleFile + [1, 2, 3, 4]
        let (messages, error) = decodeExpectingError(bytes)
        #expect(messages.count == 1)
        #expect(error?.kind == .badHeader)
        #expect(error?.offset == Self.simpleFile.count)
        #expect(try decode(bytes, validation: .lenient).count == 1)
    }

    @Test func compressedTimestampsCountFromTheLastFullTimestampWithRollover() throws {
        var b = FITBuilder()
        // record: timestamp + heart_rate, then a compressed-timestamp record with heart_rate only.
        b.define(local: 0, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02)])
        b.define(local: 1, global: 20, [.init(number: 3, size: 1, type: 0x02)])
        b.data(local: 0, le32(1000) + [100])  // 1000 = 0b1111101000: low 5 bits are 8
        b.compressed(local: 1, offset: 10, [101])  // 992 + 10
        b.compressed(local: 1, offset: 5, [102])  // 5 < 10: rolls over, 992 + 32 + 5
        let times = try decode(b.file()).map { $0.time(RecordField.timestamp) }
        #expect(times == [1000, 1002, 1029])
    }

    /// The reader's table of header bytes, against the FIT protocol's record header written out here: bit 7 set
    /// is a compressed-timestamp data message of local type bits 5-6; clear, bit 6 set is a definition, and a
    /// data message's local type is bits 0-3 (bits 4 and 5 do not change it).
    @Test func everyRecordHeaderByteGivesTheLocalTypeTheProtocolDoes() {
        for byte in 0...255 {
            let expected: UInt8? =
                byte >= 128 ? UInt8((byte >> 5) & 3) : byte & 0x40 != 0 ? nil : UInt8(byte & 0x0F)
            let type = RecordHeader.dataLocalTypes[byte]
            #expect(
                (type == RecordHeader.startsDefinition ? nil : type) == expected, "header 0x\(String(byte, radix: 16))")
        }
    }

    @Test func aRecordRunningPastTheHeadersDataSizeIsAnErrorWhenStrictAndAProblemWhenLenient() throws {
        var b = FITBuilder()
        Self.fileID(&b)
        for _ in 0..<3 { b.data(local: 0, [4] + le16(1)) }  // 4 bytes each
        // The data size says the records end 2 bytes early: the last message runs past that end.
        let bytes = b.file(dataSize: b.records.count - 2)
        let last = 14 + b.records.count - 4
        let (messages, error) = decodeExpectingError(bytes)
        #expect(error?.kind == .sizeMismatch)
        #expect(error?.offset == last)
        #expect(messages.count == 3)
        let reader = FITReader(source: MemorySource(bytes), options: DecodeOptions(validation: .lenient))
        try? reader.readToEnd()
        #expect(reader.problems.first?.kind == .sizeMismatch)
        #expect(reader.problems.first?.offset == last)
    }

    @Test func fileSizeLimitIsEnforcedWhileStreaming() {
        var b = FITBuilder()
        Self.fileID(&b)
        for _ in 0..<100 { b.data(local: 0, [4] + le16(1)) }
        let (_, error) = decodeExpectingError(b.file(), maxFileSize: 100)
        #expect(error?.kind == .fileTooLarge)
    }

    @Test func undefinedBaseTypeIsAnInvalidDefinitionWhenStrictAndReadAsBytesWhenLenient() throws {
        var b = FITBuilder()
        b.define(local: 0, global: 0, [.init(number: 0, size: 1, type: 0x00), .init(number: 77, size: 2, type: 0x1F)])
        b.data(local: 0, [4, 1, 2])
        let (_, error) = decodeExpectingError(b.file())
        #expect(error?.kind == .invalidDefinition)
        let m = try decode(b.file(), validation: .lenient)
        #expect(m[0]["77"] == .array([.int(1), .int(2)]))
        #expect(m[0]["type"] == .string("activity"))
    }

    /// What a reader gives: each message's offset, compressed time and bytes, the counts of the others, then
    /// the error and problems.
    struct Taken: Equatable {
        var messages: [String] = []
        var counts: [UInt16: Int] = [:]
        var error: FITError?
        var problems: [FITError] = []
    }

    enum Finding { case filtering, numbered, inSet }

    /// The messages numbered as in `wanted`: found by `withNextMessage(numbered:)` (its first number),
    /// `withNextMessage(in:counting:)`, or by filtering `withNextMessage()`.
    static func take(_ bytes: [UInt8], _ options: DecodeOptions, wanted: [UInt16], by finding: Finding) -> Taken {
        let reader = FITReader(source: MemorySource(bytes), options: options)
        let set = MessageNumbers(wanted)
        var taken = Taken(), counter = MessageCounter()
        do throws(FITError) {
            func take(_ raw: borrowing RawMessage) {
                guard set.contains(raw.definition.globalNumber) else {
                    counter.count(raw.definition.globalNumber)
                    return
                }
                taken.messages.append(
                    "\(raw.offset) \(raw.compressedTimestamp.map(String.init) ?? "-") \(Array(raw.bytes))")
            }
            while true {
                let lent =
                    switch finding {
                    case .filtering: try reader.withNextMessage(take)
                    case .numbered: try reader.withNextMessage(numbered: wanted[0], take)
                    case .inSet: try reader.withNextMessage(in: set, counting: &counter, take)
                    }
                if !lent { break }
            }
        } catch {
            taken.error = error
        }
        // withNextMessage(numbered:) counts nothing.
        taken.counts = finding == .numbered ? [:] : counter.counts
        taken.problems = reader.problems
        return taken
    }

    @Test func passingOverOtherNumbersGivesWhatFilteringGives() throws {
        // Compressed-timestamp records on both sides of the wanted events, so the clock must move on while
        // messages are passed over, and a second file chained on.
        var b = FITBuilder()
        Self.fileID(&b)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02)])
        b.define(local: 2, global: 20, [.init(number: 3, size: 1, type: 0x02)])
        b.define(local: 3, global: 21, [.init(number: 0, size: 1, type: 0x00)])
        b.data(local: 1, le32(1000) + [100])
        for i in 0..<300 {
            b.compressed(local: 2, offset: UInt8(i * 7 % 32), [UInt8(i % 200)])
            if i % 37 == 0 { b.compressed(local: 3, offset: UInt8(i * 7 % 32), [0]) }
            if i % 101 == 0 { b.data(local: 1, le32(2000 + UInt32(i)) + [90]) }
        }
        let generated = b.file()
        let hr = try Paths.bytes(Paths.fixture("event_timestamp.fit"))
        // Four times over is longer than the reader's buffer, so messages also straddle its refills.
        let inputs: [(String, [UInt8])] = [
            ("generated", generated), ("generated twice", generated + generated),
            ("generated, its data size 5 bytes short", b.file(dataSize: b.records.count - 5)),
            ("event_timestamp.fit", hr), ("event_timestamp.fit × 4", hr + hr + hr + hr),
            ("sample_mulitple_header.fit", try Paths.bytes(Paths.fixture("sample_mulitple_header.fit")))
        ]
        for (name, bytes) in inputs {
            var flipped = bytes
            flipped[bytes.count / 2] ^= 0x5A
            let cases = [
                (name, bytes), ("\(name) cut", Array(bytes.prefix(bytes.count * 2 / 3))),
                ("\(name) with a byte flipped", flipped), ("\(name) with bytes after it", bytes + [1, 2, 3])
            ]
            for (what, input) in cases {
                for validation in [Validation.strict, .lenient, .off] {
                    for maxSize in [50_000_000, bytes.count / 2] {
                        let options = DecodeOptions(validation: validation, maxFileSize: maxSize)
                        for global: UInt16 in [132, 21, 20, 0] {
                            var filtered = Self.take(input, options, wanted: [global], by: .filtering)
                            let inSet = Self.take(input, options, wanted: [global], by: .inSet)
                            #expect(inSet == filtered, "\(what), \(validation), max \(maxSize), in [\(global)]")
                            filtered.counts = [:]
                            let numbered = Self.take(input, options, wanted: [global], by: .numbered)
                            #expect(numbered == filtered, "\(what), \(validation), max \(maxSize), global \(global)")
                        }
                        let several: [UInt16] = [0, 20, 132, 206]
                        #expect(
                            Self.take(input, options, wanted: several, by: .inSet)
                                == Self.take(input, options, wanted: several, by: .filtering), "\(what), \(validation)")
                    }
                }
            }
        }
    }
}
