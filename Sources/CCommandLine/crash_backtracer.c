// The Swift runtime's crash backtracer, kept off unless the user asks for it.
//
// On Linux the runtime's static constructor (stdlib/public/runtime/Backtrace.cpp) looks for a program called
// `swift-backtrace` in `libexec/swift/linux`, `bin` and the folder of the command's own name, and on a crash runs
// the first it finds. The folder is worked out from the name the command was started by: run from PATH, that
// name is `fitkit` and the folder `.`, so the runtime looks in the working directory, and a `swift-backtrace`
// left in a folder of rides (an unpacked archive, say) would be run by any crash of fitkit there. fitkit ships no
// backtracer, so the search finds nothing where it should look and costs eight failed `stat` calls in every
// process. Setting `SWIFT_BACKTRACE` before that constructor runs turns the search and the crash handler off:
// this constructor's priority puts it ahead of every unprioritised one in a statically linked executable, the
// release build. A user who sets `SWIFT_BACKTRACE` (to have a crash explained) is left as set. With the runtime as
// a shared library (debug builds) its constructor runs before this one, and this changes nothing. The setting
// stays in the environment; fitkit starts no other program.
#include <stdlib.h>

#if defined(__linux__)
__attribute__((constructor(101))) static void fitkit_keep_backtracer_off(void) {
    // No path to search for, and no handler: a crash ends the process as the signal's default action does.
    setenv("SWIFT_BACKTRACE", "enable=no,swift-backtrace=", 0);
}
#endif
