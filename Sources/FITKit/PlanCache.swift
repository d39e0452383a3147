/// One plan per local message number, made when the number gets a new definition and used for every message
/// until the next. Readers look a plan up for each message: the cache owns its plans and lends them out
/// unretained, so that lookup costs no reference counting (two atomic operations per message otherwise).
@usableFromInline package final class PlanCache<Plan: AnyObject> {
    /// The definition each plan was made for, retained so that its address cannot be reused by a new one.
    @usableFromInline let definitions = UnsafeMutablePointer<Unmanaged<MessageDefinition>?>.allocate(
        capacity: RecordHeader.localTypes)
    @usableFromInline let plans = UnsafeMutablePointer<Unmanaged<Plan>?>.allocate(capacity: RecordHeader.localTypes)
    /// The version each plan was made at: a plan that depends on more than its definition (developer field
    /// descriptions) is made again when that changes.
    @usableFromInline let versions = UnsafeMutablePointer<Int>.allocate(capacity: RecordHeader.localTypes)

    /// - Parameter remembersEarlier: keep the plans of definitions that stop being current, for when the file
    ///   sends the same definition again (`recent`): for plans that depend on their definition alone, with no
    ///   state of the caller's set when they are made.
    package init(remembersEarlier: Bool = false) {
        self.remembersEarlier = remembersEarlier
        definitions.initialize(repeating: nil, count: RecordHeader.localTypes)
        plans.initialize(repeating: nil, count: RecordHeader.localTypes)
        versions.initialize(repeating: 0, count: RecordHeader.localTypes)
    }

    deinit {
        for local in 0..<RecordHeader.localTypes {
            definitions[local]?.release()
            plans[local]?.release()
        }
        definitions.deallocate()
        plans.deallocate()
        versions.deallocate()
    }

    /// Calls `body` with the plan for the definition of `raw`, made by `make` the first time it is met (or
    /// when `version` changed).
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
        let local = Int(raw.definition.localNumber & 0x0F)
        guard definitions[local]?.toOpaque() == raw.definitionAddress && versions[local] == version else { return nil }
        return plans[local]!._withUnsafeGuaranteedRef(body)
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
        if definitions[local]?.toOpaque() != address || versions[local] != version {
            let definition = definition()
            let earlier = recent.last { $0.address == address && $0.version == version }?.plan
            store(earlier ?? make(definition), for: definition, version: version, at: local)
        }
        return plans[local]!._withUnsafeGuaranteedRef(body)
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
        if remembersEarlier, let old = definitions[local], let oldPlan = plans[local] {
            if recent.count >= Self.recentLimit { recent.removeAll(keepingCapacity: true) }
            recent.removeAll { $0.address == old.toOpaque() }
            recent.append((old.toOpaque(), old.takeUnretainedValue(), oldPlan.takeUnretainedValue(), versions[local]))
        }
        definitions[local]?.release()
        plans[local]?.release()
        definitions[local] = Unmanaged.passRetained(definition)
        plans[local] = Unmanaged.passRetained(plan)
        versions[local] = version
    }
}
