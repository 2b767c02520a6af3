import Foundation
import Sword

enum BaseURL {}
enum CDNURL {}
enum Timeout {}

@Component(arguments: Qualified<BaseURL, URL>.self, String.self)
final class AppComponent {}

@Module(registeredTo: AppComponent.self)
enum SettingsModule {
  @Provider @Named(Timeout.self)
  static func timeout() -> Double { 30 }

  @Provider
  static func retries() -> Int { 3 }
}

@Dependency(registeredTo: AppComponent.self)
final class APIClient {
  @Injected
  init(
    @Named(CDNURL.self) baseURL: URL,
    timeout: Double,
    @Named(Timeout.self) delay: Double,
    retries: Int,
    userAgent: String
  ) {}
}
