import FoundationEssentials

/// Bytes appended to memory of its own, for the store's writer: a store of 7,300
/// sessions is about half a million short appends (a bracket, a key, an indent), and an
/// array's append checks its uniqueness and capacity through generic code each time.
/// Here an append is a capacity check and a copy.
struct GrowingBytes: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The bytes appended so far, copied out.
    var data: Data {
        Data(bytes: start, count: count)
    }

    @inline(__always) private mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(toHold: count + more) }
    }

    private mutating func grow(toHold needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    @inline(__always) mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }
}
