import ComponentApp
import Sword

/// Turns audio levels into bars: a target of the Recorder package that no product names, reached through
/// AudioRecorder's dependency on it.
@Dependency(registeredTo: AppComponent.self)
public final class WaveformSampler {
  @Injected
  public init() {}

  public func bars(_ levels: [Double]) -> String {
    levels.map { $0 > 0.5 ? "█" : "▁" }.joined()
  }
}
