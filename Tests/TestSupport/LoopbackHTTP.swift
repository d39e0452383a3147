import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request to a server on this machine (the fakes' control routes), over a plain socket: the tests
/// link no HTTP client, and starting one in another process cost about 50 ms a call.
package enum LoopbackHTTP {
    package struct Response {
        package let status: Int
        package let body: Data
    }

    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Sends `method url` with `body` (as JSON when there is one) and reads the answer to the end of the
    /// connection. `url` is `http://127.0.0.1:PORT/path`; `timeLimit` bounds each send and receive.
    package static func request(_ method: String, _ url: String, body: Data? = nil, timeLimit: Int = 60) throws
        -> Response
    {
        guard let parts = URLComponents(string: url), parts.scheme == "http", parts.host == "127.0.0.1",
            let port = parts.port
        else { throw Failure(description: "not a loopback http address: \(url)") }
        let target = parts.percentEncodedPath + (parts.percentEncodedQuery.map { "?" + $0 } ?? "")
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        defer { close(socket) }
        var limit = timeval(tv_sec: timeLimit, tv_usec: 0)
        for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
            setsockopt(socket, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect \(url): \(String(cString: strerror(errno)))") }

        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        try send(Data((head + "\r\n").utf8) + (body ?? Data()), to: socket, url)

        var answer = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = recv(socket, &chunk, chunk.count, 0)
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "reading the answer of \(url): \(String(cString: strerror(errno)))")
            }
            answer.append(contentsOf: chunk[0..<n])
        }
        // "HTTP/1.1 200 OK\r\n…\r\n\r\nbody": the server closes the connection after the body, as asked.
        guard let split = answer.range(of: Data("\r\n\r\n".utf8)),
            let statusLine = String(decoding: answer[..<split.lowerBound], as: UTF8.self).split(separator: "\r\n")
                .first,
            let status = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { throw Failure(description: "no HTTP answer from \(url)") }
        return Response(status: status, body: Data(answer[split.upperBound...]))
    }

    private static func send(_ data: Data, to socket: Int32, _ url: String) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var sent = 0
            while sent < bytes.count {
                let n = Glibc.send(socket, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else {
                    throw Failure(description: "sending to \(url): \(String(cString: strerror(errno)))")
                }
                sent += n
            }
        }
    }
}
