#if canImport(Glibc)
import Glibc
#endif

/// The target of the running fuzzer: one function over the bytes of each input.
nonisolated(unsafe) private var target: ([UInt8]) -> Void = { _ in }

/// libFuzzer calls this with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    target(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

// SwiftPM links executables with their own main; it hands control to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the command line's options over `body`.
public func runFuzzer(_ body: @escaping ([UInt8]) -> Void) -> Never {
    target = body
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
}
