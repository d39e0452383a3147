// The command line for the Swift runtime, as the C library hands it over, so that a process does not read
// /proc/self/maps to find it.
//
// The Swift runtime on Linux finds `argv` in a static constructor that reads /proc/self/maps to learn where the
// stack is, then walks back from `environ` (stdlib/public/CommandLineSupport/CommandLine.cpp, "ArgvGrabber"):
// an open, the kernel writing a line for each of the process's ~50 mappings, and an sscanf of each line, about
// 115,000 instructions in every fitkit process before `main` (a twentieth of `inspect` on a small file,
// docs/PERFORMANCE.md). glibc passes argc and argv to the functions of `.init_array`, so the two functions the
// runtime's CommandLine.cpp.o defines are defined here instead: with the Swift runtime linked statically, the
// linker then takes these and never pulls that object, or its constructor, out of libswiftCore.a. With the
// runtime as a shared library (debug builds, the tests), the library's own, internal, are used and these are
// not.
#include "CCommandLine.h"

#include <stddef.h>
#include <unistd.h>  // defines __GLIBC__ with glibc

#if defined(__linux__) && defined(__GLIBC__)

static char **capturedArgv = NULL;
static int capturedArgc = 0;
static char **overrideArgv = NULL;
static int overrideArgc = 0;
static char *emptyArgv[] = {NULL};

// glibc calls the functions of `.init_array` with (argc, argv, envp) before `main` (other C libraries may not,
// hence the guard above).
static void fitkit_capture_command_line(int argc, char **argv, char **envp) {
    (void)envp;
    capturedArgc = argc;
    capturedArgv = argv;
}
__attribute__((section(".init_array"), used)) static void (*const fitkit_capture_entry)(int, char **, char **) =
    fitkit_capture_command_line;

// The Swift runtime's interface, as CommandLine.cpp declares it (SWIFT_CC(swift)).
__attribute__((swiftcall)) void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
    overrideArgv = argv;
    overrideArgc = argc;
}

__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    if (overrideArgv) {
        *outArgLen = overrideArgc;
        return overrideArgv;
    }
    if (capturedArgv) {
        *outArgLen = capturedArgc;
        return capturedArgv;
    }
    *outArgLen = 0;
    return emptyArgv;
}
#endif
