/// The lines of a Dagger-style request chain; ``RequestGraph`` strings them together from the failing request up
/// to the component accessor:
/// ```
/// UserRepository is injected at
///     [AppComponent] LoginViewModel.init(userRepository:)
/// LoginViewModel is requested at
///     [AppComponent] AppComponent.loginViewModel
/// ```
enum RequestChain {
  /// `type` (as the parameter writes it) asked for by a parameter of `requester`, in the component that builds it.
  static func injected(_ type: String, at requester: Binding) -> [String] {
    ["\(type) is injected at", "    [\(requester.component)] \(requester.constructorDescription)"]
  }

  /// `binding` asked for through its accessor on its component.
  static func requested(_ binding: Binding) -> [String] {
    [
      "\(binding.key) is requested at",
      "    [\(binding.component)] \(binding.component).\(accessorSignature(binding))",
    ]
  }

  /// `loginViewModel` or `userDetailViewModel(userID:)`.
  static func accessorSignature(_ binding: Binding) -> String {
    let assisted = binding.assistedParameters
    if assisted.isEmpty { return binding.accessorName }
    return "\(binding.accessorName)(\(assisted.map(\.signatureLabel).joined()))"
  }
}
