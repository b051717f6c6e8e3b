import GestureCLI

GestureCommand.main()
