import CallgrindHarness

benchmarks()
// The round trip is wall time over a socket to a server process its setup starts: not here.
runUnderCallgrind(excluding: ["round trip"])
