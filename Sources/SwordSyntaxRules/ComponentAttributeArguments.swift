import SwiftSyntax
import SwordNaming

/// What `@Component(arguments:)` or `@Subcomponent(of:arguments:)` says, with the rules on it: `of:` names a type
/// (`of: AppComponent.self`), each argument is a type (`Session.self`), and each is stored under a name
/// (`AccessorName.forArgument`) that no other argument, the storage or a subcomponent's `parent` takes. An entry
/// that breaks a rule is left out.
public struct ComponentAttributeArguments {
  /// One type of `of:` or `arguments:`.
  public struct Entry {
    /// `EnvVars` for `EnvVars.self`, `any APIClient` for `(any APIClient).self`.
    public var typeText: String
    /// `envVars`, from `AccessorName.forArgument(typeText)` (the tag's name for `Qualified<Tag, Value>`).
    public var name: String
    /// The type of the stored property and initializer parameter: `Value` for `Qualified<Tag, Value>`.
    public var storedType: String
    /// The expression in the attribute.
    public var expression: ExprSyntax
    /// Where a problem with it is reported: the expression, or the whole `of:` of a parent.
    public var node: Syntax

    init(typeText: String, expression: ExprSyntax, node: Syntax) {
      self.typeText = typeText
      self.name = AccessorName.forArgument(typeText)
      self.storedType = QualifiedArgument(typeText)?.value ?? typeText
      self.expression = expression
      self.node = node
    }
  }

  /// A subcomponent's parent; `nil` for a root component, or when `of:` breaks its rule.
  public var parent: Entry?
  /// The arguments that break no rule, in order.
  public var arguments: [Entry] = []
  /// The rules broken, in source order.
  public var breaks: [RuleBreak] = []

  /// Reads `attribute`, a `@Component` (`sword` `.component`) or a `@Subcomponent`.
  public init(_ attribute: AttributeSyntax, _ sword: SwordAttribute) {
    let arguments = AttributeArguments(attribute)
    let isSubcomponent = sword == .subcomponent
    if isSubcomponent {
      let of = arguments.element("of")
      if let of, let text = AttributeArguments.writtenType(of.expression) {
        parent = Entry(typeText: text, expression: of.expression, node: Syntax(of))
      } else {
        breaks.append(RuleBreak(.parentNotType, at: of.map(Syntax.init) ?? Syntax(attribute)))
      }
    }
    var taken = MacroRule.reservedArgumentNames(isSubcomponent: isSubcomponent)
    for expression in arguments.variadic("arguments") {
      guard let text = AttributeArguments.writtenType(expression) else {
        breaks.append(RuleBreak(.argumentNotType(sword.rawValue), at: expression))
        continue
      }
      let entry = Entry(typeText: text, expression: expression, node: Syntax(expression))
      guard taken.insert(entry.name).inserted else {
        breaks.append(RuleBreak(.argumentNameClash(entry.name), at: expression))
        continue
      }
      self.arguments.append(entry)
    }
  }
}
