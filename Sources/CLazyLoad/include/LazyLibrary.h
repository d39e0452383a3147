// System libraries loaded on first use rather than at start-up.
//
// cairo, libarchive, SQLite and libcrypto bring about thirty more shared libraries with them (X11, fontconfig,
// ICU, libxml2, …). Linked the usual way, the dynamic loader maps and relocates all of them before `main` on
// every command, which cost more than decoding a 2 MB file. Each of these libraries is reached through one
// small C target whose functions are stubs: the first call opens the library with dlopen and looks the real
// function up, later calls jump straight to it. Commands that never draw, archive or keep a library never
// load them.
#pragma once

typedef struct LazyLibrary {
    const char *soname;   // what dlopen is given, e.g. "libcairo.so.2"
    const char *package;  // the Debian package that installs it, named in the error
    void *handle;         // read and written atomically
    char error[512];
} LazyLibrary;

/// Opens the library if it is not open yet. Returns NULL, or a one-line message saying why it cannot be loaded
/// and which package provides it.
const char *lazy_library_open(LazyLibrary *library);

/// The address of `name` in the library, opening it first if needed. Callers open the library themselves and
/// report a failure as an error before calling any function, so a failure here ends the process with the message.
void *lazy_library_symbol(LazyLibrary *library, const char *name);

// The real function behind a stub, in `f`: resolved on the first call, kept in a static pointer after it.
#define LAZY_REAL(library, ret, name, params)                                                                    \
    static ret(*real) params;                                                                                   \
    ret(*f) params = __atomic_load_n(&real, __ATOMIC_ACQUIRE);                                                  \
    if (!f) {                                                                                                   \
        f = (ret(*) params)lazy_library_symbol(&library, #name);                                                \
        __atomic_store_n(&real, f, __ATOMIC_RELEASE);                                                           \
    }

// A stub with the library's own prototype (the header's declaration makes the compiler check it) that calls
// the real function.
#define LAZY_STUB(library, ret, name, params, args)                                                              \
    ret name params {                                                                                           \
        LAZY_REAL(library, ret, name, params)                                                                   \
        return f args;                                                                                          \
    }

#define LAZY_VOID_STUB(library, name, params, args)                                                              \
    void name params {                                                                                          \
        LAZY_REAL(library, void, name, params)                                                                  \
        f args;                                                                                                 \
    }
