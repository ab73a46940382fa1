import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps `items` with at most `jobs` threads; results keep the order of `items`, so the outcome
/// never depends on scheduling. The threads take the items in chunks from a shared counter,
/// each the next chunk when done with its last, so items of uneven cost keep every thread busy.
@inlinable
public func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
    let stateless: @Sendable (Int) -> Void = { _ in }
    return parallelMap(items, jobs: jobs, worker: stateless) { _, item in transform(item) }
}

/// `parallelMap` where each thread makes its own `state` (`worker` gets the thread's number, 0
/// to `jobs - 1`, once, before the thread's first item) and hands it to every `transform` it
/// runs: what the items of one thread may reuse and threads must not share (a memo of the
/// last answer, say).
///
/// Inlinable, so each caller gets it specialized for its types: unspecialized, every result was
/// stored through generic value witnesses, under a lock the other threads waited on (7,400
/// instructions an item for `validate`'s results). Each result goes to its own slot, written by
/// exactly one thread, with no lock; the slots are read after every thread has finished.
@inlinable
public func parallelMap<T: Sendable, R: Sendable, State>(
    _ items: [T], jobs: Int, worker: @Sendable (_ number: Int) -> State,
    _ transform: @Sendable (inout State, T) -> R
) -> [R] {
    guard !items.isEmpty else { return [] }
    // Chunks small enough that the last ones even out the threads, large enough that taking
    // one costs nothing next to its items.
    let chunk = min(64, max(1, items.count / (max(jobs, 1) * 8)))
    let threads = min(max(jobs, 1), (items.count + chunk - 1) / chunk)
    if threads <= 1 {
        var state = worker(0)
        return items.map { transform(&state, $0) }
    }
    let slots = ResultSlots<R>(count: items.count)
    let counter = ChunkCounter(count: items.count, chunk: chunk)
    DispatchQueue.concurrentPerform(iterations: threads) { number in
        var state: State?
        while let range = counter.next() {
            var own = state ?? worker(number)
            for index in range { slots.set(index, transform(&own, items[index])) }
            state = own
        }
    }
    return slots.values()
}

/// The next chunk of `0..<count` to take, for any thread.
@usableFromInline
final class ChunkCounter: @unchecked Sendable {
    private var start = 0
    private let count: Int
    private let chunk: Int
    private let lock = NSLockLike()

    @usableFromInline
    init(count: Int, chunk: Int) {
        self.count = count
        self.chunk = chunk
    }

    @usableFromInline
    func next() -> Range<Int>? {
        lock.withLock {
            guard start < count else { return nil }
            let range = start..<min(start + chunk, count)
            start = range.upperBound
            return range
        }
    }
}

/// One slot per index, each written by exactly one thread (so no lock), read once all are done.
@usableFromInline
final class ResultSlots<R>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<R?>

    @usableFromInline
    init(count: Int) {
        storage = UnsafeMutableBufferPointer<R?>.allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    @usableFromInline
    func set(_ index: Int, _ value: R) { storage[index] = value }

    /// The results, moved out of their slots (which are left empty).
    @usableFromInline
    func values() -> [R] {
        var values: [R] = []
        values.reserveCapacity(storage.count)
        for index in storage.indices {
            if let value = storage[index].take() { values.append(value) }
        }
        return values
    }
}

/// A tiny mutex on `pthread_mutex_t`, so this file needs no Foundation.
@usableFromInline
package final class NSLockLike: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    package init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @usableFromInline
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
