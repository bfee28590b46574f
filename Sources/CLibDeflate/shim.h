#ifndef CLIBDEFLATE_SHIM_H
#define CLIBDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
