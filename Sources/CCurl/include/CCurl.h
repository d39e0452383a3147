// One HTTP request through libcurl, loaded on first use (see LazyLibrary.h): the few commands that talk to a
// server pay for libcurl and its TLS libraries, the others never load them. Swift cannot call the variadic
// curl_easy_setopt, so the whole request is made here, from a plain struct.
#pragma once
#include <stddef.h>
#include <signal.h>

typedef struct fitkit_http_request {
    const char *method;               // "GET", "POST", …
    const char *url;
    const char *const *headers;       // "Name: value" lines
    int header_count;
    const void *body;                 // sent when not NULL
    size_t body_length;
    long connect_timeout;             // seconds
    long low_speed_limit;             // bytes a second: slower than this …
    long low_speed_time;              // … for this many seconds aborts the transfer
    long total_timeout;               // seconds, 0 for none
    long min_average_rate;            // bytes a second received on average, at least, once …
    long min_average_after;           // … this many seconds have passed (0: no floor)
    size_t max_body;                  // bytes of the (decoded) body received at most; 0 for no limit
    const volatile sig_atomic_t *interrupted;  // aborts the transfer when it becomes non-zero; may be NULL
} fitkit_http_request;

typedef struct fitkit_http_response {
    long status;                      // 0 when no answer came
    unsigned char *body;              // malloc'd; fitkit_http_response_free releases it
    size_t body_length;
    char *headers;                    // the raw header lines of the last answer, malloc'd
    size_t headers_length;
    int transport_error;              // 0, or libcurl's CURLcode
    int timed_out;                    // the error was a time limit
    int too_slow;                     // the transfer's average rate stayed under min_average_rate
    int aborted;                      // `interrupted` stopped it
    int too_large;                    // the body passed max_body: the transfer was stopped there
    char error[256];                  // libcurl's message for transport_error
} fitkit_http_response;

/// Loads libcurl if needed: NULL, or one line saying why it cannot be loaded and which package provides it.
const char *fitkit_curl_open(void);

/// Performs the request; the outcome, a transport error included, is in `response`. Call fitkit_curl_open first.
/// Not for several threads at once: one handle (and its open connections) serves every request.
void fitkit_http_perform(const fitkit_http_request *request, fitkit_http_response *response);

void fitkit_http_response_free(fitkit_http_response *response);
