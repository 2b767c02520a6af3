/// Colours, by name.
public enum Palette {
  public static let accent = "sky"
}
