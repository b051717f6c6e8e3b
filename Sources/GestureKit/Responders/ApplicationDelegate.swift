/// The application's delegate. When the delegate is also a ``Responder`` it is the last responder in
/// the chain, after the application (item 83).
public protocol ApplicationDelegate: AnyObject {}
