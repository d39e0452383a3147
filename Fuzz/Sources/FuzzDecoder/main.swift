#if canImport(Glibc)
import Glibc
#endif
import FITKit

// Every input must end in messages, problems or an error: never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for validation in [Validation.strict, .lenient] {
        let decoder = FITDecoder(source: MemorySource(bytes), options: DecodeOptions(validation: validation))
        let out = ByteBuffer()
        while (try? decoder.next()) != nil {}
        let again = FITDecoder(source: MemorySource(bytes), options: DecodeOptions(validation: validation))
        while (try? again.nextJSON(into: out)) == true { out.removeAll() }
    }
    return 0
}

// SwiftPM links executables with their own main; hand control to libFuzzer's driver from it.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
