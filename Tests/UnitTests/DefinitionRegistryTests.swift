import Foundation
import Synchronization
import Testing
import TestSupport
@testable import FITKit

/// Definitions met before (`DefinitionRegistry`): the same bytes give the same definition object to every file
/// read on a thread, and so the plans made from it once; a definition with a problem is never remembered, so
/// every file that sends it reports it.
@Suite struct DefinitionRegistryTests {
    /// A record definition and one record.
    static var ride: [UInt8] {
        var b = FITBuilder()
        FramingTests.fileID(&b)
        b.define(local: 3, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 7, size: 2, type: 0x84)])
        b.data(local: 3, le32(1000) + le16(250))
        return b.file()
    }

    /// The record definitions a reader gives for `bytes`, on the calling thread, and its problems.
    static func read(_ bytes: [UInt8]) -> (definitions: [ObjectIdentifier], problems: [FITError]) {
        read(FITReader(source: MemorySource(bytes), options: DecodeOptions(validation: .lenient)))
    }

    static func read(_ reader: FITReader) -> (definitions: [ObjectIdentifier], problems: [FITError]) {
        var seen: [ObjectIdentifier] = []
        do {
            while try reader.withNextMessage({ raw in
                if raw.definition.globalNumber == MessageNumber.record { seen.append(ObjectIdentifier(raw.definition)) }
            }) {}
        } catch {
            Issue.record("\(error)")
        }
        return (seen, reader.problems)
    }

    @Test func aSecondFileOnTheSameThreadIsGivenTheSameDefinition() {
        let first = Self.read(Self.ride).definitions
        #expect(first.count == 1)
        #expect(Self.read(Self.ride).definitions == first)
        // Another thread is given an object of its own: threads that read at once share no reference counts.
        let elsewhere = Mutex<[ObjectIdentifier]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            let definitions = Self.read(Self.ride).definitions
            elsewhere.withLock { $0 = definitions }
            done.signal()
        }.start()
        done.wait()
        #expect(elsewhere.withLock { $0.count } == 1)
        #expect(elsewhere.withLock { $0 } != first)
    }

    /// A reader made on one thread and read on another (`dump`'s second decoder) takes the definitions of the
    /// thread it reads on: two threads never change one registry.
    @Test func aReaderHandedToAnotherThreadUsesThatThreadsDefinitions() {
        let made = Handed(FITReader(source: MemorySource(Self.ride), options: DecodeOptions()))
        let seen = Mutex<(handed: [ObjectIdentifier], own: [ObjectIdentifier])>(([], []))
        let done = DispatchSemaphore(value: 0)
        Thread {
            let own = Self.read(Self.ride).definitions
            let handed = Self.read(made.reader).definitions
            seen.withLock { $0 = (handed, own) }
            done.signal()
        }.start()
        done.wait()
        #expect(seen.withLock { $0.own.count } == 1)
        #expect(seen.withLock { $0.handed == $0.own })
    }

    /// A reader given to one other thread, which alone uses it.
    struct Handed: @unchecked Sendable {
        let reader: FITReader
        init(_ reader: FITReader) { self.reader = reader }
    }

    /// A record definition with a field of an undefined base type (0x1F): a problem each time it is read.
    static func damagedDefinition(_ b: inout FITBuilder) {
        b.define(local: 0, global: 20, [.init(number: 77, size: 2, type: 0x1F)])
        b.data(local: 0, [1, 2])
    }

    @Test func aDefinitionWithAProblemIsReportedByEveryFileThatSendsIt() {
        var b = FITBuilder()
        FramingTests.fileID(&b)
        Self.damagedDefinition(&b)
        let file = b.file()
        for _ in 0..<3 {
            #expect(Self.read(file).problems.map(\.kind) == [.invalidDefinition])
        }
    }

    /// Past the problems a reader keeps (`FITReader.maxKeptProblems`), a damaged definition's problem is only
    /// counted: it must still not be remembered as sound.
    @Test func aDefinitionWhoseProblemWasOnlyCountedIsNotRememberedEither() {
        var many = FITBuilder()
        FramingTests.fileID(&many)
        for i in 0..<FITReader.maxKeptProblems {
            many.define(local: UInt8(i % 16), global: 21, [.init(number: UInt8(i / 16), size: 2, type: 0x1F)])
        }
        Self.damagedDefinition(&many)
        let crowded = Self.read(many.file())
        #expect(crowded.problems.count == FITReader.maxKeptProblems)
        var b = FITBuilder()
        FramingTests.fileID(&b)
        Self.damagedDefinition(&b)
        #expect(Self.read(b.file()).problems.map(\.kind) == [.invalidDefinition])
    }

    /// The table grows as definitions come and starts again past its limit: whatever was kept since is found
    /// by its bytes, and bytes never kept are not.
    @Test func theTableFindsWhatItKeptAsItGrowsAndStartsAgain() {
        let registry = DefinitionRegistry()
        let count = DefinitionRegistry.limit + 500
        var kept: [MessageDefinition] = []
        for i in 0..<count {
            let bytes = [UInt8(i & 0xFF), UInt8(i >> 8), 7, 7]
            let definition = MessageDefinition(
                localNumber: 0, globalNumber: UInt16(i), isBigEndian: false, fields: [], developerFields: [])
            bytes.withUnsafeBytes {
                registry.add(
                    definition, bytes: $0.baseAddress!, count: 4, hash: DefinitionRegistry.hash($0.baseAddress!, 4))
            }
            kept.append(definition)
        }
        func find(_ i: Int) -> MessageDefinition? {
            let bytes = [UInt8(i & 0xFF), UInt8(i >> 8), 7, 7]
            return bytes.withUnsafeBytes {
                registry.find($0.baseAddress!, count: 4, hash: DefinitionRegistry.hash($0.baseAddress!, 4))
            }
        }
        for i in DefinitionRegistry.limit..<count { #expect(find(i) === kept[i]) }
        #expect(find(0) == nil)
        #expect(find(count) == nil)
    }
}
