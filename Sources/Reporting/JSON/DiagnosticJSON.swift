import LifecycleCore

/// A ``Diagnostic`` as a JSON object, the parts of `path:line:column: severity: message`
/// apart: `{"column", "line", "message", "notes", "path", "severity"}`, where `line` and
/// `column` (1-based; columns count Unicode scalars) are absent when the place is unknown,
/// and each note is `{"column", "line", "message", "path"}`.
enum DiagnosticJSON {
  /// Writes `diagnostic`; `defaultPath` is the file when the diagnostic names none.
  static func write(_ diagnostic: Diagnostic, defaultPath: String, to json: inout JSONWriter) {
    let path = diagnostic.path ?? defaultPath
    json.beginObject()
    json.member("column", ifPresent: diagnostic.location?.column)
    json.member("line", ifPresent: diagnostic.location?.line)
    json.member("message", diagnostic.message)
    json.key("notes")
    json.beginArray()
    for note in diagnostic.notes {
      json.element()
      json.beginObject()
      json.member("column", ifPresent: note.location?.column)
      json.member("line", ifPresent: note.location?.line)
      json.member("message", note.message)
      json.member("path", path)
      json.endObject()
    }
    json.endArray()
    json.member("path", path)
    json.member("severity", diagnostic.severity.rawValue)
    json.endObject()
  }
}
