import GestureKit

/// Building a scene's gesture recognizers from their descriptions.
extension Scene {
    /// Makes the recognizer a description names, with its parameters set.
    static func makeRecognizer(_ description: RecognizerDescription) -> GestureRecognizer {
        let recognizer: GestureRecognizer = switch description.kind {
        case .tap: TapGestureRecognizer()
        case .longPress: LongPressGestureRecognizer()
        case .pan: PanGestureRecognizer()
        case .edgePan: ScreenEdgePanGestureRecognizer()
        case .swipe: SwipeGestureRecognizer()
        case .pinch: PinchGestureRecognizer()
        case .rotation: RotationGestureRecognizer()
        }
        recognizer.identifier = description.id
        for (key, setting) in description.settings.sorted(by: { $0.key < $1.key }) {
            apply(key, setting, to: recognizer)
        }
        return recognizer
    }

    /// Sets one parameter; the decoder has checked the key and the value's kind for the type.
    private static func apply(_ key: String, _ setting: RecognizerDescription.Setting, to recognizer: GestureRecognizer) {
        let number: Double = if case .number(let value) = setting { value } else { 0 }
        let flag: Bool = if case .flag(let value) = setting { value } else { false }
        // Only count keys use it, and the decoder keeps those whole and 1…1000; any other number may be
        // too large for an `Int` (an allowable movement of 1e300 points is a valid setting).
        let count = Int(exactly: number) ?? 0
        switch key {
        case "cancelsTouchesInView": recognizer.cancelsTouchesInView = flag
        case "delaysTouchesBegan": recognizer.delaysTouchesBegan = flag
        case "delaysTouchesEnded": recognizer.delaysTouchesEnded = flag
        case "enabled": recognizer.isEnabled = flag
        default: break
        }
        if let tap = recognizer as? TapGestureRecognizer {
            switch key {
            case "taps": tap.numberOfTapsRequired = count
            case "touches": tap.numberOfTouchesRequired = count
            case "allowableMovement": tap.allowableMovement = number
            case "maximumTapDuration": tap.maximumTapDuration = number
            case "maximumIntervalBetweenSuccessiveTaps": tap.maximumIntervalBetweenSuccessiveTaps = number
            case "minimumIntervalBetweenSuccessiveTaps": tap.minimumIntervalBetweenSuccessiveTaps = number
            case "maximumTapDistance": tap.maximumTapDistance = number
            case "pressDelay": tap.pressDelay = number
            case "reportsEveryTap": tap.reportsEveryTap = flag
            case "recognizesRepeatedly": tap.recognizesRepeatedly = flag
            default: break
            }
        } else if let press = recognizer as? LongPressGestureRecognizer {
            switch key {
            case "minimumDuration": press.minimumPressDuration = number
            case "allowableMovement": press.allowableMovement = number
            case "taps": press.numberOfTapsRequired = count
            case "touches": press.numberOfTouchesRequired = count
            case "maximumTapDuration": press.maximumTapDuration = number
            case "maximumIntervalBetweenSuccessiveTaps": press.maximumIntervalBetweenSuccessiveTaps = number
            default: break
            }
        } else if let pan = recognizer as? PanGestureRecognizer {
            switch (key, setting) {
            case ("minimumTouches", _): pan.minimumNumberOfTouches = count
            case ("maximumTouches", _): pan.maximumNumberOfTouches = count
            case ("minimumDistance", _): pan.minimumDistance = number
            case ("minimumFlingVelocity", _): pan.minimumFlingVelocity = number
            case ("maximumFlingVelocity", _): pan.maximumFlingVelocity = number
            case ("axis", .name(let name)): pan.axis = PanGestureRecognizer.Axis(rawValue: name)
            case ("startBehavior", .name(let name)): pan.startBehavior = PanGestureRecognizer.StartBehavior(rawValue: name) ?? .start
            case ("edges", .names(let names)):
                (pan as? ScreenEdgePanGestureRecognizer)?.edges = RectEdge(names.compactMap(RectEdge.init(name:)))
            case ("edgeRegion", _): (pan as? ScreenEdgePanGestureRecognizer)?.edgeRegion = number
            default: break
            }
        } else if let swipe = recognizer as? SwipeGestureRecognizer {
            switch (key, setting) {
            case ("directions", .names(let names)):
                swipe.direction = SwipeGestureRecognizer.Direction(names.compactMap(SwipeGestureRecognizer.Direction.init(name:)))
            case ("touches", _): swipe.numberOfTouchesRequired = count
            case ("minimumDistance", _): swipe.minimumDistance = number
            case ("minimumVelocity", _): swipe.minimumVelocity = number
            case ("directionTolerance", _): swipe.directionTolerance = number
            default: break
            }
        } else if let pinch = recognizer as? PinchGestureRecognizer {
            switch key {
            case "minimumSpanChange": pinch.minimumSpanChange = number
            case "minimumScaleRatio": pinch.minimumScaleRatio = number
            case "allowsQuickScale": pinch.allowsQuickScale = flag
            case "quickScaleSpan": pinch.quickScaleSpan = number
            default: break
            }
        } else if let rotation = recognizer as? RotationGestureRecognizer, key == "minimumRotation" {
            rotation.minimumRotation = number
        }
    }
}
