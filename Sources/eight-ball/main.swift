import EightBall

EightBallCommand.main()
