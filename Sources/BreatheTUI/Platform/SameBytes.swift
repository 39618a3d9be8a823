#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Whether `count` bytes at `first` and at `second` are the same, in one call to the C
/// library's `memcmp` (the frame writer compares whole rows of cells so).
func sameBytes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
    memcmp(first, second, count) == 0
}
