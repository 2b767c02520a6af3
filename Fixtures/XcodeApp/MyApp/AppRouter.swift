import AppCore
import Settings
import Sword
import Timeline

/// Declared in the app's own folder (the module MyApp), so it may stay internal: the generated code lives here too.
@Dependency(registeredTo: AppComponent.self)
final class AppRouter {
  let timeline: TimelineViewModel
  let settings: SettingsStore

  @Injected
  init(timeline: TimelineViewModel, settings: SettingsStore) {
    self.timeline = timeline
    self.settings = settings
  }
}
