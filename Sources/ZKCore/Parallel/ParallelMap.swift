import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps `items` with up to `jobs` threads; results keep the order of `items`, so the outcome
/// never depends on scheduling.
public func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
    if jobs <= 1 || items.count <= 1 { return items.map(transform) }
    let slots = ResultSlots<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        slots.set(index, transform(items[index]))
    }
    return slots.values()
}

/// One slot per index, each written by exactly one iteration; the lock guards the array itself.
private final class ResultSlots<R>: @unchecked Sendable {
    private var storage: [R?]
    private let lock = NSLockLike()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: R) {
        lock.withLock { storage[index] = value }
    }

    func values() -> [R] { lock.withLock { storage.compactMap { $0 } } }
}

/// A tiny mutex on `pthread_mutex_t`, so this file needs no Foundation.
final class NSLockLike: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
