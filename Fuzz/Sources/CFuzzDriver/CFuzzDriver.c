/* Declarations only: the driver lives in libFuzzer. */
