/* Allocator tuning for the barscope process (not for the libraries: a host app's allocator is
 * its own business). */
#ifndef CALLOCATOR_H
#define CALLOCATOR_H

/** Keeps freed memory in the process for reuse instead of returning it to the kernel at once:
 * glibc gives blocks over 128 KB back with munmap and trims the heap as soon as 128 KB at its
 * top are free, so every screen, strip and blur buffer of every scene is fresh memory that
 * faults in page by page. Raises M_MMAP_THRESHOLD to 64 MiB and M_TRIM_THRESHOLD to 512 MiB
 * (mallopt(3)). Does nothing on other C libraries (macOS's allocator keeps freed memory). */
void bs_keep_freed_memory(void);

#endif
