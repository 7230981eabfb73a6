/**
 * The smallest API answer worth compressing. An answer that fits in a connection's first flight (TCP's initial window
 * is ten packets, about 14 kB) reaches a phone no sooner for being smaller, while gzipping it (a day's slot list is
 * about 1.5 kB) was a fifth of a slot search's work on the server (docs/decisions/0044).
 */
export const API_COMPRESSION_FROM_BYTES = 14 * 1024;
