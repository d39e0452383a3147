// The FIT CRC-16 (CRC-16/ARC) by carry-less multiplication, for the long runs of bytes a decoder checks.
#pragma once
#include <stddef.h>
#include <stdint.h>

/// Whether this processor has the carry-less multiply instruction (PCLMULQDQ) `crc16_fold` needs.
int crc16_fold_available(void);

/// Folds the first `count - count % 16` of `count` bytes (at least 64) into 16 bytes whose CRC-16 from 0 is
/// that of `crc` followed by those bytes, and stores them in `residue`; the CRC of all `count` bytes is the CRC
/// of `residue` followed by the last `count % 16` bytes. Call only when `crc16_fold_available()`.
void crc16_fold(uint16_t crc, const uint8_t *bytes, size_t count, uint8_t residue[16]);
