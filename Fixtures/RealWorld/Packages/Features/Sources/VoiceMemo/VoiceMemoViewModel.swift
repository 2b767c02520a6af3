import AppComponents
internal import Foundation
public import Sword
public import Timeline

/// Four assisted parameters, two of them escaping closures: `component.voiceMemoViewModel(timer, folder, makeID, now)`.
@Dependency(registeredTo: AppComponent.self)
public final class VoiceMemoViewModel {
  public let title: String
  private let makeID: @Sendable () -> Int
  private let now: () -> Double

  @Injected
  public init(
    @Assisted timer: Int,
    @Assisted folder: String,
    @Assisted makeID: @escaping @Sendable () -> Int,
    @Assisted now: @escaping () -> Double,
    formatter: Timeline.DateFormatter
  ) {
    self.title = "\(folder)/\(timer) at \(formatter.format(now()))"
    self.makeID = makeID
    self.now = now
  }

  public func newMemoID() -> Int { makeID() }
}
