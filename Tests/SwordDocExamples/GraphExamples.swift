import Foundation
import SwordNaming

@testable import SwordGenerator

func existentialSpellingExample() async throws {
  // doc-example: Sources/SwordGenerator/Graph/ExistentialSpelling.swift
  ExistentialSpelling.apply("Store?", canonical: "Core.Store?") { $0 == "Core.Store" }  // "(any Store)?"
  // end doc-example
}

func factoryParametersExample(session: ComponentDeclaration, graph: BindingGraph) async throws {
  // doc-example: Sources/SwordGenerator/Graph/FactoryParameters.swift
  // @Subcomponent(of: AppComponent.self, arguments: [Qualified<BaseURL, URL>.self])
  FactoryParameters.initializerArguments(of: session, graph: graph)  // [(name: "baseURL", type: "URL")]
  // end doc-example
}

func typeResolverExample(resolver: TypeResolver, location: SwordGenerator.SourceLocation) async throws {
  // doc-example: Sources/SwordGenerator/Graph/TypeResolver.swift
  // In Storage/UserRepository.swift, which imports Networking:
  resolver.key(for: TypeReference("APIClient", at: location))  // "Networking.APIClient", shown as "APIClient"
  // end doc-example
}
