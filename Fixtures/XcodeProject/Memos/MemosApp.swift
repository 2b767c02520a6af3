import ComponentApp
import Foundation

/// Stands in for the Xcode app's SwiftUI `App`: makes the graph and resolves the screens through the generated
/// accessors. The target is built with `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, so this runs on the main actor.
@main
struct MemosApp {
  static func main() {
    let component = AppComponent(memosConfig: MemosConfig(storageFolder: URL(fileURLWithPath: "/tmp/memos")))
    let list = component.memoListViewModel
    let recording = component.recordingViewModel(memoTitle: "Groceries")
    recording.save()
    let wired = list.repository === component.memoRepository && list.recorder === recording.recorder
      && list.titles == ["Groceries ▁██"]
    print(wired ? "Memos wiring checks passed" : "FAIL: Memos wiring")
  }
}
