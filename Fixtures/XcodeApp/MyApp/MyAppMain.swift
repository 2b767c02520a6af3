import AppCore
import Foundation

/// Stands in for the Xcode app's `@main` type: resolves the graph through the generated accessors and checks it.
@main
struct MyAppMain {
  static func main() {
    let component = AppComponent(appConfig: AppConfig(name: "MyApp"))
    let router = component.appRouter
    let wired = router.settings === component.settingsStore
      && router.timeline.settings === component.settingsStore
      && router.timeline.title == "MyApp timeline"
    print(wired ? "MyApp wiring checks passed" : "FAIL: MyApp wiring")
    if !wired { exit(1) }
  }
}
