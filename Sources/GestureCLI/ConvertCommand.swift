import ArgumentParser
import GestureKit
import GestureKitIO

/// `gesture convert FILE`: rewrites a dataset (evemu, CSV, JSON Lines) as JSON Lines or CSV.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a dataset (evemu recording, CSV, JSON Lines) to JSON Lines or CSV.",
        discussion: """
            evemu recordings are scaled to points at 163 points per inch when their axes declare a resolution, \
            and timed from their first event; see Datasets/FORMAT.md.

            Examples:
              gesture convert "Wacom ISDv4 E6 Finger.double-tap-center.events" --output double-tap.jsonl
              gesture convert taps.jsonl --format csv > taps.csv
            """
    )

    @Argument(help: "The dataset to convert ('-' for JSON Lines on standard input).")
    var file: String

    @Option(name: .customLong("input-format"), help: "Read FILE as jsonl, csv or evemu instead of guessing from its extension.")
    var inputFormat: DatasetFormat?

    @Option(help: "An evemu device description (.desc) for recordings without axis ('A:') lines.")
    var description: String?

    @Option(help: "Output format: jsonl or csv.")
    var format: SampleWriter.Format = .jsonl

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(help: "Skip bad lines instead of stopping at the first.")
    var lenient = false

    func run() throws {
        let buffer: OutputBuffer
        do {
            buffer = try output.map { path throws(DatasetError) in try OutputBuffer.file(path: path) }
                ?? OutputBuffer(.fileDescriptor(1))
        } catch {
            reportError(error.description)
            throw ExitStatus.for(error).exitCode
        }
        var writer = SampleWriter(format: format, output: buffer)
        var skipped = 0
        do {
            let format = inputFormat ?? DatasetFormat.inferred(from: file) ?? .jsonl
            let reader: any SampleReader =
                format == .evemu
                ? try EvemuSampleReader(path: file, descriptionPath: description)
                : try format.openReader(path: file)
            while true {
                do {
                    guard let sample = try reader.next() else { break }
                    writer.write(sample)
                } catch where lenient && error.isSkippable {
                    skipped += 1
                }
            }
            writer.finish()
            try buffer.close()
            if skipped > 0 { reportError("skipped \(skipped) bad line\(skipped == 1 ? "" : "s") in \(file)") }
        } catch {
            try? buffer.flush()
            reportError(error.description)
            throw ExitStatus.for(error).exitCode
        }
    }
}
