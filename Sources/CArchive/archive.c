// The libarchive functions fitkit calls, each a stub that loads libarchive on first use (see LazyLibrary.h).
#include "CArchive.h"
#include "LazyLibrary.h"

static LazyLibrary archive = {"libarchive.so.13", "libarchive13"};

const char *fitkit_archive_open(void) { return lazy_library_open(&archive); }

// Reading
LAZY_STUB(archive, struct archive *, archive_read_new, (void), ())
LAZY_STUB(archive, int, archive_read_support_filter_all, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_read_support_format_all, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_read_support_format_raw, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_read_open_fd, (struct archive *a, int fd, size_t block), (a, fd, block))
LAZY_STUB(archive, int, archive_read_open_filename, (struct archive *a, const char *path, size_t block), (a, path, block))
LAZY_STUB(archive, int, archive_read_open_memory, (struct archive *a, const void *bytes, size_t size), (a, bytes, size))
LAZY_STUB(archive, int, archive_read_next_header, (struct archive *a, struct archive_entry **entry), (a, entry))
LAZY_STUB(archive, la_ssize_t, archive_read_data, (struct archive *a, void *buffer, size_t size), (a, buffer, size))
LAZY_STUB(archive, int, archive_read_free, (struct archive *a), (a))

// Writing
LAZY_STUB(archive, struct archive *, archive_write_new, (void), ())
LAZY_STUB(archive, int, archive_write_set_format_pax_restricted, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_write_set_format_zip, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_write_add_filter_xz, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_write_add_filter_zstd, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_write_set_options, (struct archive *a, const char *options), (a, options))
LAZY_STUB(archive, int, archive_write_open_fd, (struct archive *a, int fd), (a, fd))
LAZY_STUB(archive, int, archive_write_header, (struct archive *a, struct archive_entry *entry), (a, entry))
LAZY_STUB(archive, la_ssize_t, archive_write_data, (struct archive *a, const void *bytes, size_t size), (a, bytes, size))
LAZY_STUB(archive, int, archive_write_close, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_write_free, (struct archive *a), (a))

// Both
LAZY_STUB(archive, const char *, archive_error_string, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_errno, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_format, (struct archive *a), (a))
LAZY_STUB(archive, int, archive_filter_count, (struct archive *a), (a))
LAZY_STUB(archive, la_int64_t, archive_filter_bytes, (struct archive *a, int filter), (a, filter))

// Entries
LAZY_STUB(archive, struct archive_entry *, archive_entry_new, (void), ())
LAZY_VOID_STUB(archive, archive_entry_free, (struct archive_entry *entry), (entry))
LAZY_STUB(archive, const char *, archive_entry_pathname, (struct archive_entry *entry), (entry))
LAZY_STUB(archive, __LA_MODE_T, archive_entry_filetype, (struct archive_entry *entry), (entry))
LAZY_VOID_STUB(archive, archive_entry_set_pathname, (struct archive_entry *entry, const char *path), (entry, path))
LAZY_VOID_STUB(archive, archive_entry_set_filetype, (struct archive_entry *entry, unsigned int type), (entry, type))
LAZY_VOID_STUB(archive, archive_entry_set_perm, (struct archive_entry *entry, __LA_MODE_T perm), (entry, perm))
LAZY_VOID_STUB(archive, archive_entry_set_size, (struct archive_entry *entry, la_int64_t size), (entry, size))
LAZY_VOID_STUB(archive, archive_entry_set_mtime, (struct archive_entry *entry, time_t seconds, long nanoseconds), (entry, seconds, nanoseconds))
