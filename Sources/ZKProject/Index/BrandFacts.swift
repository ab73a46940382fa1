import ZKCore

/// What the brand tokens say that other checks need: the app name per locale, located at its
/// token, so the strings and marketing checks can refuse it written literally.
public struct BrandFacts: Sendable, Codable, Hashable {
    public struct Name: Sendable, Codable, Hashable {
        public var locale: String
        public var value: String
        public var location: SourceLocation

        public init(locale: String, value: String, location: SourceLocation) {
            self.locale = locale
            self.value = value
            self.location = location
        }
    }

    public var appNames: [Name]

    public init(appNames: [Name]) { self.appNames = appNames }
}
