import Foundation
import Testing
@testable import FITSupport
@testable import FITSync

/// A service's login options as the command reads them, and the typed login files written
/// through `JSONCoding`, checked against JSON text written by hand and Foundation's own reading of it.
@Suite struct LoginArgumentsTests {
    static let region = LoginOption("region", .value("region"), help: "", choices: ["intl", "cn"])
    static let user = LoginOption("username", .value("name"), help: "")
    static let quiet = LoginOption("quiet", .flag, help: "")
    static let port = LoginOption("port", .value("port"), help: "", check: { UInt16($0) == nil ? "not a port" : nil })
    static let options = [region, user, quiet, port]

    func parse(_ words: [String]) throws(LoginUsageError) -> LoginArguments {
        try LoginArguments(words, options: Self.options, service: "demo")
    }

    @Test func valuesFlagsAndTheEqualsForm() throws {
        let a = try parse(["--username", "rider@example.com", "--quiet", "--region=cn"])
        #expect(a[Self.user] == "rider@example.com" && a[Self.region] == "cn" && a.has(Self.quiet))
        #expect(a[Self.port] == nil && !a.has(Self.port))
        // A value may start with a dash when given with '='.
        #expect(try parse(["--username=-x"])[Self.user] == "-x")
    }

    @Test(arguments: [
        (["--client-id", "5"], "--client-id is not an option of `fitkit login demo`"),
        (["--username"], "--username needs a value"),
        (["--username", "--quiet"], "--username needs a value"),
        (["--quiet", "--quiet"], "--quiet is given twice"),
        (["--quiet=yes"], "--quiet takes no value"),
        (["--region", "eu"], "--region eu: give one of intl, cn"),
        (["--port", "70000"], "--port 70000: not a port"),
        (["stray"], "unexpected argument 'stray'")
    ])
    func usageErrorsNameTheOption(words: [String], message: String) {
        do {
            _ = try parse(words)
            Issue.record("\(words) was taken")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    struct Saved: Codable, Equatable {
        var name: String
        var expiresAt: Int64
        var note: String?
        var ratio: Double
        var flags: [Bool]
        var nested: Inner?

        struct Inner: Codable, Equatable { var count: Int }

        enum CodingKeys: String, CodingKey {
            case name, expiresAt = "expires_at", note, ratio, flags, nested
        }
    }

    @Test func typedFilesRoundTripInTheirKeysOrder() throws {
        let value = Saved(
            name: "ü \"q\"", expiresAt: 1_790_000_000, note: nil, ratio: 0.5, flags: [true, false],
            nested: Saved.Inner(count: 3))
        let text = try JSONCoding.encode(value).text()
        // Written by hand: keys in declaration order, the nil optional left out.
        #expect(
            text == #"{"name":"ü \"q\"","expires_at":1790000000,"ratio":0.5,"flags":[true,false],"nested":{"count":3}}"#
        )
        // Foundation reads the same text back to the same value, and so does fitkit.
        #expect(try JSONDecoder().decode(Saved.self, from: Data(text.utf8)) == value)
        #expect(try JSONCoding.decode(Saved.self, from: JSONReading.parse(Array(text.utf8))) == value)
        // An explicit null reads as nil, an integer as a Double.
        let loose = #"{"name":"a","expires_at":1,"note":null,"ratio":2,"flags":[]}"#
        let read = try JSONCoding.decode(Saved.self, from: JSONReading.parse(Array(loose.utf8)))
        #expect(read == Saved(name: "a", expiresAt: 1, note: nil, ratio: 2, flags: [], nested: nil))
    }

    @Test(arguments: [
        (#"{"expires_at":1,"ratio":1,"flags":[]}"#, "name: missing"),
        (#"{"name":5,"expires_at":1,"ratio":1,"flags":[]}"#, "name: not a string"),
        (#"{"name":"a","expires_at":1.5,"ratio":1,"flags":[]}"#, "expires_at: not a whole number"),
        (#"{"name":"a","expires_at":1,"ratio":1,"flags":[1]}"#, "flags: not true or false"),
        (#"[]"#, "the top level: not an object")
    ])
    func aFileOfAnotherShapeSaysWhere(text: String, message: String) throws {
        let json = try JSONReading.parse(Array(text.utf8))
        do {
            _ = try JSONCoding.decode(Saved.self, from: json)
            Issue.record("\(text) was read")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }
}
