import ComponentApp
import Sword
import Waveform

/// Records audio; the app asks for the protocol.
public protocol AudioRecording: AnyObject {
  func record(_ title: String) -> String
}

/// The recorder the app uses, one per app.
@Dependency(registeredTo: AppComponent.self, boundTo: AudioRecording.self, scopedWith: .single)
public final class LiveAudioRecorder: AudioRecording {
  let sampler: WaveformSampler

  @Injected
  public init(sampler: WaveformSampler) {
    self.sampler = sampler
  }

  public func record(_ title: String) -> String { "\(title) \(sampler.bars([0.2, 0.9, 0.7]))" }
}
