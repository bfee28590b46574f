import BarLayers

/// A scene's `locale:`: a BCP 47 language tag (`zh-Hans`, `zh-Hant-TW`, `ja`, `ar`, `he`), the
/// language the app's text is in. It picks the layout direction and tells the shaper whose forms
/// of a shared character to use.
package enum SceneLocale {
    /// The languages written right to left, whose apps iOS lays out right to left: Unicode CLDR's
    /// locale data gives them `characterOrder` right-to-left (Arabic, Central Kurdish, Dhivehi,
    /// Hebrew (and its old code iw), Kashmiri, Pashto, Persian, Sindhi, Syriac, Uyghur, Urdu,
    /// Yiddish); Apple's `Locale.Language.characterDirection` reads the same data.
    package static let rightToLeftLanguages: Set<String> = [
        "ar", "ckb", "dv", "he", "iw", "ks", "ps", "fa", "sd", "syr", "ug", "ur", "yi",
    ]

    /// Why `tag` is not a well-formed language tag of the shape BarScope reads (a language of 2
    /// or 3 letters, then optionally a script of 4 letters and a region of 2 letters or 3
    /// digits, joined by `-`), or nil when it is.
    package static func problem(_ tag: String) -> String? {
        if tag.contains("_") {
            return "is written with `_`; BCP 47 joins the parts with `-` (\(String(tag.map { $0 == "_" ? "-" : $0 })))"
        }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        func letters(_ s: String, _ counts: ClosedRange<Int>) -> Bool {
            counts.contains(s.count)
                && s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        }
        func digits(_ s: String) -> Bool { s.count == 3 && s.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
        guard let language = parts.first, letters(language, 2...3) else {
            return "does not start with a language of 2 or 3 letters (en, zh, ar)"
        }
        var rest = parts.dropFirst()
        if let script = rest.first, letters(script, 4...4) { rest = rest.dropFirst() }
        if let region = rest.first, letters(region, 2...2) || digits(region) { rest = rest.dropFirst() }
        guard rest.isEmpty else {
            return
                "has a part BarScope does not read (\(rest.first!)); give language[-Script][-REGION], such as zh-Hant-TW"
        }
        return nil
    }

    /// The language subtag, lowercased (`zh` of `zh-Hans`).
    package static func language(of tag: String) -> String {
        String(tag.split(separator: "-").first ?? "").lowercased()
    }

    /// The direction an app in this language is laid out in.
    package static func layoutDirection(of tag: String) -> LayoutDirection {
        rightToLeftLanguages.contains(language(of: tag)) ? .rightToLeft : .leftToRight
    }
}
