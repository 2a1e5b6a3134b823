import CallgrindHarness

benchmarks()
runUnderCallgrind()
