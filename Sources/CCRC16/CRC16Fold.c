// CRC-16/ARC (polynomial P = x^16 + x^15 + x^2 + 1, bits reflected, initial value 0) by folding, the method of
// Intel's "Fast CRC Computation for Generic Polynomials Using PCLMULQDQ Instruction" (Gopal et al., 2009).
//
// The CRC depends only on the message as a polynomial M(x) modulo P. Sixteen bytes loaded little-endian
// into a 128-bit register v stand for a polynomial A of degree < 128 whose highest coefficient is bit 0 (bits are
// reflected). With A = A_hi·x^64 + A_lo, where A_hi is v's low 64-bit half and A_lo its high half, moving A
// forward by D bits gives A·x^D ≡ A_hi·(x^(D+64) mod P) + A_lo·(x^D mod P), and both products fit in 128 bits.
// A reflected carry-less product comes out multiplied by x once more, so the constants are x^(D+63) mod P and
// x^(D-1) mod P, each reflected into a 64-bit lane (the coefficient of x^d in bit 63 - d). Four lanes of 16 bytes
// are folded 512 bits at a time, then into one lane 128 bits at a time; what is left is 16 bytes with the
// same polynomial modulo P as everything folded, whose CRC the caller's table finishes.
// The constants (and the whole method, against a bit-by-bit CRC) were checked with a model in Python; the
// tests compare this code with Garmin's nibble-table CRC for every length up to 1,100 bytes.
#include "CRC16Fold.h"

#if defined(__x86_64__)
#include <immintrin.h>
#if defined(__GLIBC__)
#include <sys/platform/x86.h>
#endif

int crc16_fold_available(void) {
#if defined(__GLIBC__)
    // glibc's loader has already read the processor's features; asking it costs no CPUID. The compiler's
    // __builtin_cpu_supports would link libgcc's __cpu_indicator_init, a constructor that runs a dozen CPUIDs
    // in every process, each a trap to the hypervisor on a virtual machine (1.4 % of a large file's inspect).
    return CPU_FEATURE_ACTIVE(PCLMULQDQ) && CPU_FEATURE_ACTIVE(SSE4_1);
#else
    __builtin_cpu_init();
    return __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1");
#endif
}

__attribute__((target("pclmul,sse4.1")))
static inline __m128i fold(__m128i v, __m128i k) {
    // k holds x^(D+63) mod P in its low half (for v's low half) and x^(D-1) mod P in its high half.
    return _mm_xor_si128(_mm_clmulepi64_si128(v, k, 0x00), _mm_clmulepi64_si128(v, k, 0x11));
}

__attribute__((target("pclmul,sse4.1")))
void crc16_fold(uint16_t crc, const uint8_t *bytes, size_t count, uint8_t residue[16]) {
    const __m128i by512 = _mm_set_epi64x((long long)0x8101000000000000ULL, (long long)0xc450000000000000ULL);
    const __m128i by128 = _mm_set_epi64x((long long)0xc100000000000000ULL, (long long)0xccd0000000000000ULL);
    const __m128i *p = (const __m128i *)bytes;
    // The CRC so far is XORed into the first two bytes, as the byte-wise algorithm does.
    __m128i a = _mm_xor_si128(_mm_loadu_si128(p), _mm_cvtsi32_si128(crc));
    __m128i b = _mm_loadu_si128(p + 1), c = _mm_loadu_si128(p + 2), d = _mm_loadu_si128(p + 3);
    p += 4;
    size_t left = count - 64;
    for (; left >= 64; left -= 64, p += 4) {
        a = _mm_xor_si128(fold(a, by512), _mm_loadu_si128(p));
        b = _mm_xor_si128(fold(b, by512), _mm_loadu_si128(p + 1));
        c = _mm_xor_si128(fold(c, by512), _mm_loadu_si128(p + 2));
        d = _mm_xor_si128(fold(d, by512), _mm_loadu_si128(p + 3));
    }
    a = _mm_xor_si128(fold(a, by128), b);
    a = _mm_xor_si128(fold(a, by128), c);
    a = _mm_xor_si128(fold(a, by128), d);
    for (; left >= 16; left -= 16, p += 1) a = _mm_xor_si128(fold(a, by128), _mm_loadu_si128(p));
    // Up to 15 bytes are left; the caller's table takes them after the residue.
    _mm_storeu_si128((__m128i *)residue, a);
}

#else
int crc16_fold_available(void) { return 0; }
void crc16_fold(uint16_t crc, const uint8_t *bytes, size_t count, uint8_t residue[16]) {
    (void)crc; (void)bytes; (void)count; (void)residue;
}
#endif
