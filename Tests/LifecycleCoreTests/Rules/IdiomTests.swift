import LifecycleCore
import Testing

/// A profile names its idiom with a suffix; an iPhone by default.
@Suite struct IdiomTests {
  @Test func theBundledProfilesAreIPhones() {
    #expect(Profile.all.allSatisfy { $0.idiom == .phone && !$0.id.hasSuffix("-ipad") })
  }

  @Test func anIPadIsNamedWithASuffixThatRoundTrips() throws {
    for text in ["ios17-ipad", "ios13-sdk17-ipad", "ios18.4-ipad"] {
      let profile = try #require(Profile.named(text))
      #expect(profile.idiom == .pad)
      #expect(profile.id == text)
      #expect(Profile.named(profile.id) == profile)
    }
    #expect(Profile.named("ios17-iphone") == .ios17)
  }

  @Test func aSuffixIsReadOnceAndOnlyOnAProfile() {
    for text in ["ios17-ipad-ipad", "ios17-iphone-ipad", "-ipad", "ipad", "ios16.8-ipad", "ios17-sdk-ipad"] {
      #expect(Profile.named(text) == nil, "\(text)")
    }
  }

  @Test func anOverlayKeyedOnTheIdiomAppliesOnlyThere() throws {
    let pad = Applicability(idiom: .pad)
    #expect(pad.contains(try #require(Profile.named("ios12-ipad"))))
    #expect(!pad.contains(.ios12))
    #expect(Profile.ios17.holds(.regularWidth) == false)
    #expect(try #require(Profile.named("ios17-ipad")).holds(.regularWidth))
  }
}
