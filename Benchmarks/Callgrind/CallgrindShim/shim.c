#include "CallgrindShim.h"
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
void cg_start(void) { CALLGRIND_START_INSTRUMENTATION; }
void cg_stop(void) { CALLGRIND_STOP_INSTRUMENTATION; }
void cg_zero(void) { CALLGRIND_ZERO_STATS; }
void cg_dump(const char *name) { CALLGRIND_DUMP_STATS_AT(name); }
int cg_running_on_valgrind(void) { return RUNNING_ON_VALGRIND; }
#else
void cg_start(void) {}
void cg_stop(void) {}
void cg_zero(void) {}
void cg_dump(const char *name) { (void)name; }
int cg_running_on_valgrind(void) { return 0; }
#endif
