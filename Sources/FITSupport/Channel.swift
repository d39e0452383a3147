import Dispatch
import Synchronization

/// Values passed from one thread to another, in order: `send` never waits, `receive` waits for a value.
/// Elements are `Sendable`, so the compiler checks that nothing sent is still shared with its sender.
package final class Channel<Element: Sendable>: Sendable {
    private let items = Mutex<[Element]>([])
    /// Counts the values sent and not yet received.
    private let available = DispatchSemaphore(value: 0)

    package init() {}

    package func send(_ value: Element) {
        items.withLock { $0.append(value) }
        available.signal()
    }

    /// The oldest value sent and not yet received, waiting for one if there is none.
    package func receive() -> Element {
        available.wait()
        return items.withLock { $0.removeFirst() }
    }
}
