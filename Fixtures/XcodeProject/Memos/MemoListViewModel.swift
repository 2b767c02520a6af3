import AudioRecorder
import ComponentApp
import MemoStore
import Sword

/// The list of memos: declared in the app target, so it stays internal (the generated code lives here too).
@Dependency(registeredTo: AppComponent.self)
final class MemoListViewModel {
  let repository: MemoRepository
  let recorder: any AudioRecording

  @Injected
  init(repository: MemoRepository, recorder: AudioRecording) {
    self.repository = repository
    self.recorder = recorder
  }

  var titles: [String] { repository.titles }
}

#if MEMOS_MOCKS
  /// Sample memos for the Debug configuration only (`SWIFT_ACTIVE_COMPILATION_CONDITIONS = MEMOS_MOCKS`): the
  /// generated accessor is under the same `#if`.
  @Dependency(registeredTo: AppComponent.self)
  final class SampleMemos {
    let titles = ["Groceries", "Ideas"]

    @Injected
    init() {}
  }
#endif
