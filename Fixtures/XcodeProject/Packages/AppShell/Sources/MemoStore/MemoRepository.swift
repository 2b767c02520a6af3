import ComponentApp
import Foundation
import Sword

/// The recorded memos, one store per app.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class MemoRepository {
  public let folder: URL
  public private(set) var titles: [String] = []

  @Injected
  public init(config: MemosConfig) {
    folder = config.storageFolder
  }

  public func add(_ title: String) { titles.append(title) }
}
