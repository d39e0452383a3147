// libarchive, from Debian's libarchive-dev: archives and compressed single files alike.
#include <archive.h>
#include <archive_entry.h>
