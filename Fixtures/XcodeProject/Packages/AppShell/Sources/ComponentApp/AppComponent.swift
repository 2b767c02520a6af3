import Foundation
import Sword

/// What the app is started with.
public struct MemosConfig: Sendable {
  public let storageFolder: URL
  public init(storageFolder: URL) { self.storageFolder = storageFolder }
}

/// The app's graph: the packages register to it, the app target adds its screens.
@Component(arguments: MemosConfig.self)
public final class AppComponent: Sendable {}
