import Sword

@Component
final class AppComponent {}

// Broken by Provider: fine.
@Dependency(registeredTo: AppComponent.self)
final class Editor {
  @Injected
  init(makeDocument: Provider<Document>) {}
}

@Dependency(registeredTo: AppComponent.self)
final class Document {
  @Injected
  init(editor: Editor) {}
}

// Not broken: Weak still needs the instance to exist first.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
final class Player {
  @Injected
  init(playlist: Playlist) {}
}

@Dependency(registeredTo: AppComponent.self)
final class Playlist {
  @Injected
  init(player: Weak<Player>) {}
}

// A weak reference to an instance nobody keeps.
@Dependency(registeredTo: AppComponent.self)
final class Toast {
  @Injected
  init() {}
}

@Dependency(registeredTo: AppComponent.self)
final class Banner {
  @Injected
  init(toast: Weak<Toast>, lazyToast: Lazy<Toast>) {}
}
