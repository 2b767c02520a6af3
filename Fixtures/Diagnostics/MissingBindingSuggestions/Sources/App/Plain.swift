// No Sword attribute here: Sword does not parse this file, only scans it for type names.
final class Analytics {
  init(key: String) {}
}

protocol Tracker {}
