// libarchive, from Debian's libarchive-dev: archives and compressed single files alike. Loaded on first use
// (CLazyLoad).
#pragma once
#include <archive.h>
#include <archive_entry.h>

/// Loads libarchive. NULL when it is ready, else a one-line message; call before any archive function.
const char *fitkit_archive_open(void);
