import LifecycleCore

/// `bibliography.md`: every source the rules, claims and scenarios cite, with its public
/// addresses, date where known and what it shows.
package enum BibliographyRenderer {
  /// The page.
  package static func render() -> String {
    var out = "# Bibliography\n\n[All reports](README.md)\n\n"
    out += "The rules cite two catalogues the project keeps of what public material says about the order of "
    out += "lifecycle callbacks (the UIKit and SwiftUI sources), by section, and the seed articles the project grew "
    out += "from, by number. Neither the catalogues nor the seeds are in the repository, so every citation in the "
    out += "reports links here, to the public material each section rests on: its addresses, dates where known, and "
    out += "what it shows, in our words. A rule's parenthesis names the source it leans on most.\n\n"
    var heading = ""
    for entry in Bibliography.entries {
      let group =
        entry.anchor.hasPrefix("seed")
        ? "The seed articles"
        : entry.anchor.hasPrefix("uikit") ? "UIKit sources" : "SwiftUI sources"
      if group != heading {
        out += "## \(group)\n\n"
        heading = group
      }
      out += "<a id=\"\(entry.anchor)\"></a>\n### \(entry.name)\n\n"
      out += "Cited as `\(entry.key)`. \(entry.shows)\n\n"
      if entry.addresses.isEmpty {
        out += "- No public address is known to us; the claims that quote it give its words in full on their pages.\n\n"
      } else {
        for address in entry.addresses { out += "- \(address)\n" }
        out += "\n"
      }
    }
    return out
  }
}
