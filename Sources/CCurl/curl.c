// libcurl's easy interface reached through pointers looked up on first use (see LazyLibrary.h); curl.h gives the
// option numbers only.
#include "CCurl.h"
#include "LazyLibrary.h"
#include <curl/curl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static LazyLibrary curl = {"libcurl.so.4", "libcurl4"};

typedef struct growing {
    unsigned char *bytes;
    size_t length, capacity;
    size_t limit;  // 0 for none
    int failed, too_large;
} growing;

static size_t grow(growing *g, const void *data, size_t n) {
    // Counted after decoding (libcurl inflates a gzip body before it reaches here): a small compressed answer
    // cannot grow past the limit.
    if (g->limit && g->length + n > g->limit) { g->too_large = 1; return 0; }
    if (g->length + n + 1 > g->capacity) {
        size_t capacity = g->capacity ? g->capacity : 16384;
        while (g->length + n + 1 > capacity) capacity *= 2;
        unsigned char *bigger = realloc(g->bytes, capacity);
        if (!bigger) { g->failed = 1; return 0; }
        g->bytes = bigger;
        g->capacity = capacity;
    }
    memcpy(g->bytes + g->length, data, n);
    g->length += n;
    g->bytes[g->length] = 0;
    return n;
}

static size_t on_body(char *data, size_t size, size_t count, void *context) {
    return grow(context, data, size * count);
}

// Each answer (a redirect, a 100 Continue) starts with its status line: only the last answer's headers are kept.
static size_t on_header(char *data, size_t size, size_t count, void *context) {
    growing *g = context;
    size_t n = size * count;
    if (n >= 5 && memcmp(data, "HTTP/", 5) == 0) g->length = 0;
    return grow(g, data, n);
}

typedef struct progress {
    const volatile sig_atomic_t *interrupted;
    struct timespec started;
    long min_average_rate, min_average_after;
    int too_slow;
} progress;

// Ctrl-C, and a host that trickles: past its first minute (min_average_after), a transfer whose average rate is
// under the floor ends, whatever the size limit allows it.
static int on_progress(void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total,
                       curl_off_t uploaded) {
    (void)download_total; (void)upload_total;
    progress *p = context;
    if (p->interrupted && *p->interrupted) return 1;
    if (p->min_average_after > 0) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        double seconds = (double)(now.tv_sec - p->started.tv_sec) + (double)(now.tv_nsec - p->started.tv_nsec) / 1e9;
        if (seconds > (double)p->min_average_after && (double)(downloaded + uploaded) / seconds < (double)p->min_average_rate) {
            p->too_slow = 1;
            return 1;
        }
    }
    return 0;
}

const char *fitkit_curl_open(void) {
    const char *error = lazy_library_open(&curl);
    if (error) return error;
    static int initialised;
    if (!__atomic_load_n(&initialised, __ATOMIC_ACQUIRE)) {
        CURLcode (*global_init)(long) = lazy_library_symbol(&curl, "curl_global_init");
        global_init(CURL_GLOBAL_DEFAULT);
        __atomic_store_n(&initialised, 1, __ATOMIC_RELEASE);
    }
    return NULL;
}

void fitkit_http_perform(const fitkit_http_request *request, fitkit_http_response *response) {
    CURL *(*easy_init)(void) = lazy_library_symbol(&curl, "curl_easy_init");
    CURLcode (*setopt)(CURL *, CURLoption, ...) = lazy_library_symbol(&curl, "curl_easy_setopt");
    CURLcode (*perform)(CURL *) = lazy_library_symbol(&curl, "curl_easy_perform");
    CURLcode (*getinfo)(CURL *, CURLINFO, ...) = lazy_library_symbol(&curl, "curl_easy_getinfo");
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *) = lazy_library_symbol(&curl, "curl_slist_append");
    void (*slist_free)(struct curl_slist *) = lazy_library_symbol(&curl, "curl_slist_free_all");
    const char *(*strerror_)(CURLcode) = lazy_library_symbol(&curl, "curl_easy_strerror");

    void (*reset)(CURL *) = lazy_library_symbol(&curl, "curl_easy_reset");

    // One handle for every request of the process, reset in between: its connections stay open, so a sync of a
    // thousand rides opens one connection (and one TLS session) to each host, not a thousand. Requests are
    // made one at a time (a sync runs on one thread).
    static CURL *handle;
    memset(response, 0, sizeof *response);
    if (handle) reset(handle); else handle = easy_init();
    if (!handle) {
        response->transport_error = CURLE_FAILED_INIT;
        strcpy(response->error, "libcurl could not start a request");
        return;
    }
    growing body = {0}, headers = {0};
    body.limit = request->max_body;
    headers.limit = 1 << 20;
    struct curl_slist *list = NULL;
    for (int i = 0; i < request->header_count; i++) list = slist_append(list, request->headers[i]);
    setopt(handle, CURLOPT_URL, request->url);
    setopt(handle, CURLOPT_CUSTOMREQUEST, request->method);
    if (strcmp(request->method, "HEAD") == 0) setopt(handle, CURLOPT_NOBODY, 1L);
    if (request->body) {
        setopt(handle, CURLOPT_POSTFIELDS, request->body);
        setopt(handle, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)request->body_length);
    }
    setopt(handle, CURLOPT_HTTPHEADER, list);
    setopt(handle, CURLOPT_NOSIGNAL, 1L);
    // Redirects are not followed here: the caller decides which to follow (never with credentials to another
    // origin, never from https to http).
    setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
    setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    setopt(handle, CURLOPT_CONNECTTIMEOUT, request->connect_timeout);
    setopt(handle, CURLOPT_LOW_SPEED_LIMIT, request->low_speed_limit);
    setopt(handle, CURLOPT_LOW_SPEED_TIME, request->low_speed_time);
    if (request->total_timeout > 0) setopt(handle, CURLOPT_TIMEOUT, request->total_timeout);
    if (request->max_body > 0) setopt(handle, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)request->max_body);
    setopt(handle, CURLOPT_WRITEFUNCTION, on_body);
    setopt(handle, CURLOPT_WRITEDATA, &body);
    setopt(handle, CURLOPT_HEADERFUNCTION, on_header);
    setopt(handle, CURLOPT_HEADERDATA, &headers);
    setopt(handle, CURLOPT_NOPROGRESS, 0L);
    setopt(handle, CURLOPT_XFERINFOFUNCTION, on_progress);
    progress watch = {request->interrupted, {0, 0}, request->min_average_rate, request->min_average_after, 0};
    clock_gettime(CLOCK_MONOTONIC, &watch.started);
    setopt(handle, CURLOPT_XFERINFODATA, (void *)&watch);

    CURLcode code = perform(handle);
    long status = 0;
    getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    response->status = status;
    response->too_large = body.too_large || headers.too_large || code == CURLE_FILESIZE_EXCEEDED;
    if (code != CURLE_OK || body.failed || headers.failed) {
        response->transport_error = code != CURLE_OK ? (int)code : CURLE_OUT_OF_MEMORY;
        response->timed_out = code == CURLE_OPERATION_TIMEDOUT;
        response->too_slow = code == CURLE_ABORTED_BY_CALLBACK && watch.too_slow;
        response->aborted = code == CURLE_ABORTED_BY_CALLBACK && !watch.too_slow;
        strncpy(response->error, strerror_(response->transport_error), sizeof response->error - 1);
    }
    response->body = body.bytes;
    response->body_length = body.length;
    response->headers = (char *)headers.bytes;
    response->headers_length = headers.length;
    slist_free(list);
}

void fitkit_http_response_free(fitkit_http_response *response) {
    free(response->body);
    free(response->headers);
    response->body = NULL;
    response->headers = NULL;
}
