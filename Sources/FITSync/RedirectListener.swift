#if canImport(Glibc)
import Glibc
#endif

/// The end of Strava's authorisation in the browser: a one-request HTTP listener on 127.0.0.1 that Strava sends
/// the browser back to, with `?state=…&code=…&scope=…` (or `error=access_denied`). It answers with a short page
/// and hands the code over.
package final class RedirectListener {
    package let port: Int
    package let state: String
    private let fd: Int32

    /// Listens on 127.0.0.1:`port` (0: a free port).
    package init(port: Int) throws(SyncError) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else {
            throw SyncError.settings(path: "127.0.0.1:\(port)", reason: String(cString: strerror(errno)))
        }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 4) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw SyncError.settings(path: "127.0.0.1:\(port)", reason: reason + " (choose another --port)")
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.fd = fd
        self.port = Int(UInt16(bigEndian: address.sin_port))
        var random = SystemRandomNumberGenerator()
        state = String(random.next(), radix: 36)
    }

    deinit { close(fd) }

    package var redirectURI: String { "http://127.0.0.1:\(port)/" }

    /// Waits for the browser (up to `timeout` seconds; Ctrl-C ends the wait): the code and the scope granted.
    package func waitForCode(timeout: Double) throws(SyncError) -> (code: String, scope: String?) {
        let end = Clock.now + timeout
        while Clock.now < end {
            if Interruption.requested { throw SyncError.interrupted }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            defer { close(client) }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var request: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while request.count < 65_536, !request.contains(0x0A) {
                let n = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
                guard n > 0 else { break }
                request += chunk[0..<n]
            }
            let line = String(decoding: request.prefix { $0 != 0x0D && $0 != 0x0A }, as: UTF8.self)
            let target = line.split(separator: " ").dropFirst().first ?? ""
            guard let mark = target.firstIndex(of: "?") else {
                reply(client, 404, "Not the page fitkit waits for."); continue
            }
            let query = target[target.index(after: mark)...]
            guard FormEncoding.value("state", in: query) == state else {
                reply(client, 400, "This answer was not meant for this login (its state does not match).")
                continue
            }
            if let error = FormEncoding.value("error", in: query) {
                reply(client, 200, "Strava did not give fitkit access (\(error)). You can close this tab.")
                throw SyncError.badCredentials(
                    source: "strava", message: "the authorisation was refused in the browser (\(error))",
                    check: "run `fitkit login strava` again and allow access")
            }
            guard let code = FormEncoding.value("code", in: query) else {
                reply(client, 400, "No code in this answer."); continue
            }
            reply(client, 200, "fitkit may now read your Strava activities. You can close this tab.")
            return (code, FormEncoding.value("scope", in: query))
        }
        throw SyncError.network(
            host: "127.0.0.1:\(port)",
            reason: "the browser did not come back from Strava within \(Int(timeout / 60)) minutes")
    }

    private func reply(_ client: Int32, _ status: Int, _ text: String) {
        let body = "<!doctype html><meta charset=utf-8><title>fitkit</title><p>\(text)</p>\n"
        let head =
            "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Bad Request")\r\nContent-Type: text/html; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array((head + body).utf8)
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
