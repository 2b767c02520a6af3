/// The lines of a Dagger-style request chain; ``RequestGraph`` strings them together from the failing request up
/// to the component accessor:
/// ```
/// UserRepository is injected at
///     [AppComponent] LoginViewModel.init(userRepository:)
/// LoginViewModel is requested at
///     [AppComponent] AppComponent.loginViewModel
/// ```
enum RequestChain {
  /// The type `parameter` writes (with its tag: `@Named(BaseURL) URL`) asked for by `requester`, in the component
  /// that builds it.
  static func injected(_ parameter: ParameterDeclaration, at requester: Binding) -> [String] {
    // With its tag, as a key prints it: two requests of `String` with two tags are two lines that say which.
    let asked = BindingKey.described(parameter.type.text, tag: parameter.qualifier?.text)
    return ["\(asked) is injected at", "    [\(requester.component)] \(requester.constructorDescription)"]
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
