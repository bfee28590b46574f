#include "CHelperThread.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stddef.h>

/* How long the helper spins for the next job before it sleeps, and how long the caller spins
 * for the helper's half before it yields: a blur's passes follow each other within a
 * millisecond, so the helper is still spinning when the next one comes. */
enum { SPIN_ROUNDS = 4000 };

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int started;
static pthread_mutex_t turn = PTHREAD_MUTEX_INITIALIZER; /* one job at a time */
static pthread_mutex_t sleep_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER;
static atomic_ulong posted;   /* the number of the last job handed over */
static atomic_ulong claimed;  /* the number of the last job whose second half someone took */
static atomic_ulong finished; /* the number of the last job whose second half the helper ran */
static atomic_int pauses;
static bs_split_fn job_fn;
static void *job_context;

/* Takes job `ticket`'s second half for whoever calls it first: the helper, or the caller once
 * its own half is done. A helper that has not been scheduled yet (both threads on one core)
 * then costs nothing: the caller runs both halves, as with one thread. */
static int claim(unsigned long ticket) {
    unsigned long expected = ticket - 1;
    return atomic_compare_exchange_strong_explicit(&claimed, &expected, ticket, memory_order_acq_rel, memory_order_acquire);
}

static inline void relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

static void *helper(void *unused) {
    (void)unused;
    unsigned long seen = 0;
    for (;;) {
        unsigned long now = atomic_load_explicit(&posted, memory_order_acquire);
        /* The thread is started by the first job, so it spins only between the jobs of a burst. */
        for (int i = 0; now == seen && i < SPIN_ROUNDS; i++) {
            relax();
            now = atomic_load_explicit(&posted, memory_order_acquire);
        }
        if (now == seen) {
            pthread_mutex_lock(&sleep_lock);
            while ((now = atomic_load_explicit(&posted, memory_order_acquire)) == seen) pthread_cond_wait(&wake, &sleep_lock);
            pthread_mutex_unlock(&sleep_lock);
        }
        seen = now;
        if (claim(now)) {
            job_fn(job_context, 1);
            atomic_store_explicit(&finished, now, memory_order_release);
        }
    }
    return NULL;
}

static void start(void) {
    pthread_t thread;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    started = pthread_create(&thread, &attributes, helper, NULL) == 0;
    pthread_attr_destroy(&attributes);
}

void bs_pause_splits(void) { atomic_fetch_add_explicit(&pauses, 1, memory_order_relaxed); }
void bs_resume_splits(void) { atomic_fetch_sub_explicit(&pauses, 1, memory_order_relaxed); }

void bs_run_split(bs_split_fn fn, void *context) {
    if (atomic_load_explicit(&pauses, memory_order_relaxed) > 0) {
        fn(context, 0);
        fn(context, 1);
        return;
    }
    pthread_once(&once, start);
    if (!started) {
        fn(context, 0);
        fn(context, 1);
        return;
    }
    /* The helper busy with another thread's job: this one runs both halves rather than wait. */
    if (pthread_mutex_trylock(&turn) != 0) {
        fn(context, 0);
        fn(context, 1);
        return;
    }
    job_fn = fn;
    job_context = context;
    /* Posting under sleep_lock pairs with the helper's check-then-wait, so no wake-up is lost. */
    pthread_mutex_lock(&sleep_lock);
    unsigned long ticket = atomic_fetch_add_explicit(&posted, 1, memory_order_acq_rel) + 1;
    pthread_cond_signal(&wake);
    pthread_mutex_unlock(&sleep_lock);
    fn(context, 0);
    if (claim(ticket)) {
        fn(context, 1);
    } else {
        for (int i = 0; atomic_load_explicit(&finished, memory_order_acquire) != ticket; i++) {
            if (i < SPIN_ROUNDS) relax(); else sched_yield();
        }
    }
    pthread_mutex_unlock(&turn);
}
