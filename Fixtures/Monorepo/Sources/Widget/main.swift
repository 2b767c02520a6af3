import Components
import Foundation
import Storage

// The second root component, in a target of its own: its generated code is in this target
// (`sword generate --config sword-widget.yml`), and AppComponent's is not.

let widget = WidgetComponent(envVars: EnvVars(baseURL: "https://widget.example"))
var failures = 0
@MainActor
func expect(_ condition: Bool, _ what: String) {
  print(condition ? "ok   \(what)" : "FAIL \(what)")
  if !condition { failures += 1 }
}
expect(widget.clock.envVars.baseURL == "https://widget.example", "WidgetComponent builds its own graph")
expect(widget.clock === widget.clock, "Clock is .single in WidgetComponent")
// Its code is split in three files (`output_files: 3`); test overrides reach accessors in every part.
#if DEBUG
let fakeClock = Clock(envVars: EnvVars(baseURL: "fake://"))
let overridden = WidgetComponent(envVars: EnvVars(baseURL: "https://widget.example"), overrides: .init(clock: fakeClock))
expect(overridden.clock === fakeClock, "an override replaces a binding of split generated code")
#endif
if failures > 0 { exit(1) }
print("All widget checks passed")
