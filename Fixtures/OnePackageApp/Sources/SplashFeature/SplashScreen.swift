import DesignSystem

/// What shows while the app starts: nothing to inject.
public struct SplashScreen {
  public init() {}
  public var title: String { "Birdhouse (\(Palette.accent))" }
}
