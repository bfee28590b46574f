#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

/* libFuzzer's entry point for programs that have their own main (libclang_rt.fuzzer_no_main).
 * SwiftPM names an executable's entry point MODULE_main, so the harnesses define that and call
 * this, instead of using libFuzzer's own main. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/** Runs libFuzzer on `callback` with the program's arguments. */
int bs_fuzz_main(int argc, char **argv, int (*callback)(const uint8_t *data, size_t size));

#endif
