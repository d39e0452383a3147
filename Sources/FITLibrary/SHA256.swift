import CCrypto
import FITKit

/// SHA-256 through OpenSSL's libcrypto (EVP), as lowercase hex.
package enum SHA256 {
    package static func hex(of source: inout some ByteSource) throws(FITError) -> String {
        let ctx = EVP_MD_CTX_new()
        defer { EVP_MD_CTX_free(ctx) }
        EVP_DigestInit_ex(ctx, EVP_sha256(), nil)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
        defer { chunk.deallocate() }
        while true {
            let n = try source.read(into: chunk)
            if n == 0 { break }
            EVP_DigestUpdate(ctx, chunk.baseAddress, n)
        }
        return finish(ctx)
    }

    package static func hex(of bytes: UnsafeRawBufferPointer) -> String {
        let ctx = EVP_MD_CTX_new()
        defer { EVP_MD_CTX_free(ctx) }
        EVP_DigestInit_ex(ctx, EVP_sha256(), nil)
        EVP_DigestUpdate(ctx, bytes.baseAddress, bytes.count)
        return finish(ctx)
    }

    private static func finish(_ ctx: OpaquePointer?) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        EVP_DigestFinal_ex(ctx, &digest, &length)
        let hex: [Character] = Array("0123456789abcdef")
        return String(digest.flatMap { [hex[Int($0 >> 4)], hex[Int($0 & 15)]] })
    }
}
