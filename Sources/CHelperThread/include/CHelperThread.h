/* A second thread kept for the compositor's two-way splits (the backdrop blur's strips).
 *
 * Why not Dispatch: in a process that lives a few milliseconds, Dispatch's pool has not ramped
 * up when the blur runs, and `concurrentPerform` over two strips runs no faster than one
 * thread, where a warm second thread halves the blur. This thread is started on
 * first use and then waits for work spinning briefly before it sleeps, so the six hand-overs of
 * a blur cost microseconds. Each job runs `fn(context, 0)` on the caller and `fn(context, 1)` on
 * the helper, or on the caller too when the helper has not taken it by the time the caller's
 * half is done (so a split is never slower than one thread); the call returns when both are
 * done. The helper runs one job at a time: a caller that finds it busy with another thread's job
 * runs both halves itself, and so does every caller where the thread cannot be started. */
#ifndef CHELPERTHREAD_H
#define CHELPERTHREAD_H

typedef void (*bs_split_fn)(void *context, int half);

/** Runs `fn(context, 0)` on the calling thread and `fn(context, 1)` on the helper thread (or on
 * the calling thread, when the helper has not started it by then), and returns when both have
 * returned. */
void bs_run_split(bs_split_fn fn, void *context);

/** While the count of pauses is above zero, bs_run_split runs both halves on the calling thread:
 * for callers that already keep every core busy (golden suites checked several scenes at a
 * time), where a second thread per split would only compete with them. */
void bs_pause_splits(void);
void bs_resume_splits(void);

#endif
