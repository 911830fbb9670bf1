/// `lifecycle completions SHELL`: the completion script of a shell, generated from the
/// commands, to source or to install where the shell looks for completions.
struct CompletionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "completions",
    abstract: "Print the shell completion script for bash, zsh or fish.",
    discussion:
      "The script completes the commands, their options and the values each option takes (profiles, formats, record modes), and file names elsewhere. It is generated from the commands themselves, so it is never behind the tool.",
    examples: [
      HelpExample("completions bash", "Print the bash script: 'source <(lifecycle completions bash)' in ~/.bashrc turns it on."),
      HelpExample("completions zsh", "The zsh script (through bashcompinit): save it as _lifecycle in a folder of $fpath."),
      HelpExample("completions fish", "The fish script: save it as ~/.config/fish/completions/lifecycle.fish."),
    ])

  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "The shell: bash, zsh or fish.")
  var shell: [CompletionScript.Shell] = []

  func validate() throws(UsageError) {
    if shell.count != 1 { throw .validation("completions takes one shell: bash, zsh or fish (got \(shell.count)).") }
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let commands = LifecycleTool.commands.map { CommandSpec($0) }
    context.console.write(CompletionScript.script(shell[0], tool: "lifecycle", commands: commands))
    return .success
  }
}
