/// The Dagger-style explanation of how a request reached a binding:
/// ```
/// UserRepository is injected at
///     [AppComponent] LoginViewModel.init(userRepository:)
/// LoginViewModel is requested at
///     [AppComponent] AppComponent.loginViewModel
/// ```
enum RequestChain {
  /// `key` asked for by `parameter` of `requester`, which itself is reached through its accessor on `component`.
  static func lines(key: BindingKey, requester: Binding, component: String) -> [String] {
    [
      "\(key) is injected at",
      "    [\(component)] \(requester.constructorDescription)",
      "\(requester.key) is requested at",
      "    [\(component)] \(component).\(accessorSignature(requester))",
    ]
  }

  /// `loginViewModel` or `userDetailViewModel(userID:)`.
  static func accessorSignature(_ binding: Binding) -> String {
    let assisted = binding.assistedParameters
    if assisted.isEmpty { return binding.accessorName }
    return "\(binding.accessorName)(\(assisted.map(\.signatureLabel).joined()))"
  }
}
