/// One plan per local message number, made when the number gets a new definition and used for every message
/// until the next. Readers look a plan up for each message: the cache owns its plans and lends them out
/// unretained, so that lookup costs no reference counting (two atomic operations per message otherwise).
@usableFromInline package final class PlanCache<Plan: AnyObject> {
    /// A local number's plan, with the definition it was made for (retained, so that its address cannot be reused
    /// by a new one) and the version it was made at: a plan that depends on more than its definition (developer
    /// field descriptions) is made again when that changes. Both retained while in the slot.
    @usableFromInline struct Slot {
        @usableFromInline let definition: Unmanaged<MessageDefinition>
        @usableFromInline let plan: Unmanaged<Plan>
        @usableFromInline let version: Int

        @inlinable @inline(__always) func holds(_ address: UnsafeMutableRawPointer, _ version: Int) -> Bool {
            definition.toOpaque() == address && self.version == version
        }
    }
    @usableFromInline let slots = UnsafeMutablePointer<Slot?>.allocate(capacity: RecordHeader.localTypes)

    /// - Parameter remembersEarlier: keep the plans of definitions that stop being current, for when the file
    ///   sends the same definition again (`recent`): for plans that depend on their definition alone, with no
    ///   state of the caller's set when they are made.
    package init(remembersEarlier: Bool = false) {
        self.remembersEarlier = remembersEarlier
        slots.initialize(repeating: nil, count: RecordHeader.localTypes)
    }

    deinit {
        for local in 0..<RecordHeader.localTypes {
            slots[local]?.definition.release()
            slots[local]?.plan.release()
        }
        slots.deallocate()
    }

    /// Calls `body` with the plan for the definition of `raw`, made by `make` the first time it is met (or
    /// when `version` changed). Give `make` as a closure (`{ layout($0) }`), not as a method (`layout`): a method
    /// taken as a value retains its object at every call, once a message, and two decoders on two cores then
    /// fight over their counts (`dump` spent a sixth of its time in retains and releases).
    @inlinable @inline(__always)
    package func withPlan<R>(
        for raw: borrowing RawMessage, version: Int = 0, make: (MessageDefinition) -> Plan,
        _ body: (Plan) -> R
    ) -> R {
        // Only the message's borrowed reference is read here: passing `raw.definition` on would retain it.
        unowned(unsafe) let definition = raw.definition
        return withPlan(
            local: Int(definition.localNumber & 0x0F), address: raw.definitionAddress, version: version,
            definition: { definition }, make: make, body)
    }

    /// Calls `body` with the plan for the definition of `raw` when there is one already; nil when there is not.
    @inlinable @inline(__always)
    package func withCurrentPlan<R>(for raw: borrowing RawMessage, version: Int = 0, _ body: (Plan) -> R) -> R? {
        guard let slot = slots[Int(raw.definition.localNumber & 0x0F)], slot.holds(raw.definitionAddress, version)
        else { return nil }
        return slot.plan._withUnsafeGuaranteedRef(body)
    }

    /// The same for a definition in hand (once per definition, not per message).
    package func withPlan<R>(
        for definition: MessageDefinition, version: Int = 0, make: (MessageDefinition) -> Plan,
        _ body: (Plan) -> R
    ) -> R {
        withPlan(
            local: Int(definition.localNumber & 0x0F), address: Unmanaged.passUnretained(definition).toOpaque(),
            version: version, definition: { definition }, make: make, body)
    }

    @inlinable @inline(__always)
    func withPlan<R>(
        local: Int, address: UnsafeMutableRawPointer, version: Int, definition: () -> MessageDefinition,
        make: (MessageDefinition) -> Plan, _ body: (Plan) -> R
    ) -> R {
        if let slot = slots[local], slot.holds(address, version) { return slot.plan._withUnsafeGuaranteedRef(body) }
        let definition = definition()
        let earlier = recent.last { $0.address == address && $0.version == version }?.plan
        let plan = earlier ?? make(definition)
        store(plan, for: definition, version: version, at: local)
        return body(plan)
    }

    /// Plans of definitions that were current before, by the definition's address: the reader gives the same
    /// definition object again when a file sends the same definition bytes again (`FITReader`), and its plan
    /// is then not made again. Each entry keeps its definition alive, so that its address stays its own. (An
    /// array, not a dictionary: see `DefinitionRegistry`.)
    @usableFromInline var recent:
        [(address: UnsafeMutableRawPointer, definition: MessageDefinition, plan: Plan, version: Int)] = []
    @usableFromInline static var recentLimit: Int { 64 }
    @usableFromInline let remembersEarlier: Bool

    @usableFromInline func store(_ plan: Plan, for definition: MessageDefinition, version: Int, at local: Int) {
        if let old = slots[local] {
            if remembersEarlier {
                if recent.count >= Self.recentLimit { recent.removeAll(keepingCapacity: true) }
                recent.removeAll { $0.address == old.definition.toOpaque() }
                recent.append(
                    (
                        old.definition.toOpaque(), old.definition.takeUnretainedValue(), old.plan.takeUnretainedValue(),
                        old.version
                    ))
            }
            old.definition.release()
            old.plan.release()
        }
        slots[local] = Slot(definition: .passRetained(definition), plan: .passRetained(plan), version: version)
    }
}
