#pragma once
// Callgrind's client requests as plain C functions Swift can call. Where valgrind's header is
// absent they do nothing and `cg_running_on_valgrind` returns 0.
void cg_start(void);
void cg_stop(void);
void cg_zero(void);
void cg_dump(const char *name);
int cg_running_on_valgrind(void);
