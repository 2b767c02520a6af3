import AudioRecorder
import ComponentApp
import MemoStore
import Sword

/// One recording screen, made with the title the user typed: `component.recordingViewModel(memoTitle:)`.
@Dependency(registeredTo: AppComponent.self)
final class RecordingViewModel {
  let title: String
  let recorder: any AudioRecording
  let repository: MemoRepository

  @Injected
  init(@Assisted memoTitle: String, recorder: AudioRecording, repository: MemoRepository) {
    title = memoTitle
    self.recorder = recorder
    self.repository = repository
  }

  func save() { repository.add(recorder.record(title)) }
}
