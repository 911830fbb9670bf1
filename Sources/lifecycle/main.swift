import AllocatorTuning
import LifecycleCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

AllocatorTuning.apply()
exit(LifecycleTool.main(Array(CommandLine.arguments.dropFirst())).rawValue)
