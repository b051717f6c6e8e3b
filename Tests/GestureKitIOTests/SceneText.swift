@testable import GestureKitIO

extension SceneDecoder {
    /// The scene a JSON text describes, as if read from a file named `file`; the text must be valid JSON.
    static func decode(_ text: String, file: String) throws(SceneError) -> SceneDescription {
        let document = try! JSONParser.parse(Array(text.utf8))
        return try SceneDecoder(file: file).decode(document)
    }
}
