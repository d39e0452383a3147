import Testing
@testable import FITSupport

/// Base64 against RFC 4648's own test vectors (section 10), and base64url without padding.
@Suite struct Base64Tests {
    @Test(arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy")
    ])
    func rfc4648Vectors(plain: String, encoded: String) {
        #expect(Base64.encode(Array(plain.utf8)) == encoded)
        #expect(Base64.decode(encoded) == Array(plain.utf8))
    }

    @Test func urlAlphabetWithoutPaddingAndStrangers() {
        #expect(Base64.decode("-_8") == [0xFB, 0xFF])  // "+/8=" in the standard alphabet
        #expect(Base64.decode("Zm9v!") == nil)
        // HTTP Basic for intervals.icu: "API_KEY:" and the key.
        #expect(Base64.encode(Array("API_KEY:abc123".utf8)) == "QVBJX0tFWTphYmMxMjM=")
    }
}
