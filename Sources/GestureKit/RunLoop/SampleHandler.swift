/// What a ``RunLoop`` hands its samples to: the engine's input stage (touch tracker, motion pipeline,
/// and later the application).
public protocol SampleHandler: AnyObject {
    /// Handles one sample at the loop's current time (`loop.now == sample.timestamp` when replaying).
    /// - Throws: ``SampleError`` when the sample is inconsistent; the handler must then change nothing.
    func handle(_ sample: Sample, in loop: RunLoop) throws(SampleError)

    /// The current instant is over: deliver whatever was collected at it (a touch frame).
    ///
    /// Called before the loop's clock moves on, and at the end of input.
    func instantDidEnd(in loop: RunLoop)
}
