import EventReporter

EventReporterCommand.main()
