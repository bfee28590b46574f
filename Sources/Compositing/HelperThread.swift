import CHelperThread

/// The second thread of two-way splits (see CHelperThread.h for why it is not Dispatch's).
package enum HelperThread {
    /// Runs `body` with every split made on the calling thread alone (the same results): for
    /// work that already keeps every core busy, such as several scenes checked at once.
    package static func withoutSplitting<T>(_ body: () throws -> T) rethrows -> T {
        bs_pause_splits()
        defer { bs_resume_splits() }
        return try body()
    }

    /// Runs `body(0)` on this thread and `body(1)` on the helper thread (or on this one, after
    /// `body(0)`, when the helper has not started it by then, is busy, or splits are paused);
    /// returns when both have returned. `body(1)` may wait for `body(0)`, never the reverse.
    package static func split(_ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            var job = body
            withUnsafeMutablePointer(to: &job) { pointer in
                bs_run_split(
                    { context, half in
                        context!.assumingMemoryBound(to: ((Int) -> Void).self).pointee(Int(half))
                    }, pointer)
            }
        }
    }
}
