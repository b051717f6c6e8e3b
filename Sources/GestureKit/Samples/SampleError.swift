/// Why the engine refused a sample. The sample is rejected whole: no state changes.
///
/// Readers add the file and line (see `DatasetError` in GestureKitIO); code feeding samples directly
/// gets this error as it is.
public enum SampleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sample is earlier than one already processed (seconds).
    case timeWentBackwards(previous: Double, current: Double)
    /// A `move`, `up` or `cancel` for a contact that is not down.
    case contactNotDown(contact: Int, state: TouchSample.State)
    /// A `down` for a contact that is already down.
    case contactAlreadyDown(contact: Int)
    /// A `down` or `move` without a location.
    case missingLocation(contact: Int, state: TouchSample.State)
    /// A value that is NaN or infinite; `field` names it (`t`, `x`, `accel[1]`, …).
    case nonFinite(field: String)

    public var description: String {
        switch self {
        case .timeWentBackwards(let previous, let current):
            "time went backwards: t=\(current) after t=\(previous)"
        case .contactNotDown(let contact, let state):
            "\(state.rawValue) for contact \(contact), which is not down"
        case .contactAlreadyDown(let contact):
            "down for contact \(contact), which is already down"
        case .missingLocation(let contact, let state):
            "\(state.rawValue) for contact \(contact) has no location"
        case .nonFinite(let field):
            "\(field) is NaN or infinite"
        }
    }
}
