#include "LazyLibrary.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

const char *lazy_library_open(LazyLibrary *library) {
    if (__atomic_load_n(&library->handle, __ATOMIC_ACQUIRE)) return NULL;
    // Two threads may both get here; dlopen counts references and hands both the same handle.
    void *handle = dlopen(library->soname, RTLD_LAZY | RTLD_LOCAL);
    if (!handle) {
        snprintf(library->error, sizeof library->error, "cannot load %s (install Debian's %s): %s",
                 library->soname, library->package, dlerror());
        return library->error;
    }
    __atomic_store_n(&library->handle, handle, __ATOMIC_RELEASE);
    return NULL;
}

void *lazy_library_symbol(LazyLibrary *library, const char *name) {
    const char *error = lazy_library_open(library);
    if (error) {
        fprintf(stderr, "fitkit: %s\n", error);
        exit(1);
    }
    void *symbol = dlsym(library->handle, name);
    if (!symbol) {
        fprintf(stderr, "fitkit: %s has no %s: %s\n", library->soname, name, dlerror());
        exit(1);
    }
    return symbol;
}
