import Sword

@Component
final class AppComponent {}

// A subcomponent's `parent` is its parent component; an argument cannot take that name.
@Subcomponent(of: AppComponent.self, arguments: Parent.self)
final class ChildComponent {}

struct Parent {}
