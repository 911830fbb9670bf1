import LifecycleCLI

/// What one run of the tool in this process gave: its exit status, standard output and
/// standard error.
typealias ToolRun = (status: LifecycleCLI.ExitStatus, output: String, errors: String)

/// Runs `lifecycle` with `arguments` in this process, with a console that keeps what it
/// writes: the one helper the command tests share.
///
/// ```swift
/// let (status, output, errors) = runTool(["lint", path], environment: ["CI": "1"])
/// ```
func runTool(_ arguments: [String], environment: [String: String] = [:]) -> ToolRun {
  let console = CapturingConsole()
  let status = LifecycleTool.main(arguments, environment: environment, console: console)
  return (status, console.output, console.errors)
}
