/// A growable array of plain values in manually managed memory, for the builder's hot loops:
/// no uniqueness check, no bounds check and no retain on append or access (the builder owns it
/// alone and keeps every index in range by construction).
final class GrowableBuffer<Element: BitwiseCopyable> {
    // One owner, no overlapping accesses: no dynamic exclusivity checks in the hot loops.
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private(set) var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    @inline(__always)
    func append(_ value: Element) {
        if count == capacity { grow(to: count + 1) }
        base[count] = value
        count &+= 1
    }

    /// Makes room for `minimum` elements (at least doubling, so appends stay amortised O(1)).
    func grow(to minimum: Int) {
        guard minimum > capacity else { return }
        let newCapacity = max(minimum, capacity * 2)
        let memory = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        memory.update(from: base, count: count)
        base.deallocate()
        base = memory
        capacity = newCapacity
    }

    /// Sets the count to `newCount`, growing first; new elements are `fill`.
    func resize(to newCount: Int, fill: Element) {
        grow(to: newCount)
        if newCount > count { (base + count).initialize(repeating: fill, count: newCount - count) }
        count = newCount
    }

    func removeAll() { count = 0 }

    /// Frees the memory (the buffer is empty and small afterwards).
    func release() {
        base.deallocate()
        capacity = 16
        base = .allocate(capacity: capacity)
        count = 0
    }

    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }
}
