import BarScopeSupport
import BarLayers
import Raster
import Typesetting

/// A value a scene sets that UIKit (and so BarScope) ignores: one line naming the file, the key,
/// what happens instead and what to write. Printed on standard error; the render goes on.
public struct SceneWarning: Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let key: String
    public let message: String
    /// The line the key is written on (the nearest enclosing key's when the key itself is not
    /// written), for a scene read from a file; nil for a scene built in Swift. Where a warning
    /// is, not what it says: two warnings that differ only here are the same warning (the
    /// variants of one file share theirs).
    public var line: Int? = nil

    public init(file: String, key: String, message: String, line: Int? = nil) {
        (self.file, self.key, self.message, self.line) = (file, key, message, line)
    }

    /// `FILE:LINE: KEY: MESSAGE`, as an error names its place (`FILE: KEY: MESSAGE` without a line).
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(key): \(message)" }

    public static func == (a: SceneWarning, b: SceneWarning) -> Bool {
        (a.file, a.key, a.message) == (b.file, b.key, b.message)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(key)
        hasher.combine(message)
    }
}

/// A text a scene file gives (a title, an item, a badge), where, and the weights UIKit may draw
/// it in: enough to say which of its characters the fonts cannot show.
public struct SceneText: Sendable, Equatable {
    /// The key path, as in messages (`navigationItem.title`).
    public let key: String
    public let text: String
    public let weights: [FontWeight]
    /// Which text attributes apply to it, whose fonts it may be drawn in too.
    public let role: SceneTextRole

    public init(key: String, text: String, weights: [FontWeight], role: SceneTextRole = .other) {
        self.key = key
        self.text = text
        self.weights = weights
        self.role = role
    }
}

/// What a scene's text is, as far as text attributes go: a navigation item's title (the title
/// and large title attributes), a bar button item's title (the button appearances), a tab
/// item's title (the stacked layout's), a back button's title (the back button appearance), or
/// a text no attribute reaches.
public enum SceneTextRole: Sendable, Equatable {
    case title, item, tabItem, backTitle, other

    /// The text attributes of a role in one appearance object.
    func attributes(in object: BarAppearanceObject) -> [TextAttributes] {
        switch self {
        case .title: return [object.titleTextAttributes, object.largeTitleTextAttributes]
        case .item:
            return [object.buttonAppearance.titleTextAttributes, object.doneButtonAppearance.titleTextAttributes]
        case .tabItem: return [object.stackedNormal.titleTextAttributes, object.stackedSelected.titleTextAttributes]
        case .backTitle: return [object.backButtonAppearance.titleTextAttributes]
        case .other: return []
        }
    }
}

/// `U+0041`: a code point as Unicode writes it (at least four hex digits).
func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}

extension Scene {
    /// The scene's texts with characters that a font they are drawn in has no glyph for: such
    /// a character draws the font's `.notdef` box. One warning per key, naming the code points
    /// (at most eight) and the font, so a box is never silent.
    public var coverageWarnings: [SceneWarning] {
        var found: [SceneWarning] = []
        for use in texts {
            let appFonts = attributeFonts(use.role)
            // Every font BarScope has covers printable ASCII: only an app's fonts need looking up.
            let asciiOnly = !use.text.utf8.contains(where: { $0 >= 0x7f })
            if asciiOnly && fonts.replacements.isEmpty && appFonts.isEmpty { continue }
            var missing: [Unicode.Scalar] = []
            var fontNames: [String] = []
            // Each weight's built-in (or `fonts:`) cuts, then the app fonts the attributes give.
            // Both cuts a weight may take: text and display sizes (bold's large title).
            let firsts: [(font: Font?, fallback: [FallbackFont])] =
                use.weights.flatMap { weight in
                    [17.0, FontSet.displaySize].map {
                        (try? fonts.font(weight, size: $0), fonts.fallback(weight, size: $0))
                    }
                }
                + appFonts.map { ($0, fonts.fallback(behindAppFont: use.weights.first ?? .regular, size: 17)) }
            for (first, fallback) in firsts {
                guard let font = first, !fontNames.contains(font.name) else { continue }
                // The fallbacks load only as far as a character the first font lacks needs.
                var chain = FontChain(font, fallback: fallback)
                let lacking = use.text.unicodeScalars.filter { scalar in
                    !TextLine.drawsNoGlyph(scalar) && chain.first(having: scalar) == nil
                }
                guard !lacking.isEmpty else { continue }
                fontNames.append(font.name)
                for scalar in lacking where !missing.contains(scalar) { missing.append(scalar) }
            }
            guard !missing.isEmpty else { continue }
            let one = missing.count == 1
            let shown =
                missing.prefix(8).map(codePoint).joined(separator: ", ")
                + (missing.count > 8 ? " and \(missing.count - 8) more" : "")
            found.append(
                SceneWarning(
                    file: source, key: use.key,
                    message:
                        "\(shown) \(one ? "has" : "have") no glyph in \(fontNames.joined(separator: ", ")) or the fallback fonts and \(one ? "draws as a box" : "draw as boxes") (.notdef); BarScope's fonts cover Latin, Greek, Cyrillic, Hebrew, Arabic, Thai, Devanagari, Chinese, Japanese and Korean (docs/scenes.md lists the character sets) and emoji: pin a font that has \(one ? "it" : "them") under fonts:, or give the text without \(one ? "it" : "them")"
                ))
        }
        return found
    }

    /// Pinned fonts that have no glyph for any character they are asked to set (a file of
    /// `head`, `hhea` and `maxp` alone, a font whose character map is cut off): every such
    /// character is set in BarScope's own fonts instead, so the picture is not the app's. One
    /// warning per font: a `fonts:` weight's, or a text attribute's (named by the first text it
    /// is asked to set). A font that lacks only some characters is left alone: iOS falls back
    /// the same way (docs/scenes.md).
    var pinnedFontWarnings: [SceneWarning] {
        // Each pinned font, the key that pins it, and the characters asked of it, in order.
        var asked: [(font: Font, key: String, characters: [Unicode.Scalar])] = []
        func ask(_ font: Font, key: String, _ text: String) {
            let index =
                asked.firstIndex { $0.font == font }
                ?? {
                    asked.append((font, key, []))
                    return asked.count - 1
                }()
            for scalar in text.unicodeScalars
            where !TextLine.drawsNoGlyph(scalar) && !asked[index].characters.contains(scalar) {
                asked[index].characters.append(scalar)
            }
        }
        for use in texts {
            for weight in FontWeight.allCases where use.weights.contains(weight) {
                if let font = fonts.replacements[weight] { ask(font, key: "fonts.\(weight.rawValue)", use.text) }
            }
            for font in attributeFonts(use.role) { ask(font, key: "\(use.key) (its text attributes' font)", use.text) }
        }
        return asked.compactMap { font, key, characters in
            guard !characters.isEmpty, !characters.contains(where: { font.glyph(for: $0) != nil }) else { return nil }
            let shown =
                characters.prefix(8).map(codePoint).joined(separator: ", ")
                + (characters.count > 8 ? " and \(characters.count - 8) more" : "")
            return SceneWarning(
                file: source, key: key,
                message:
                    "the pinned font \(MessageText.echo(font.name, limit: 200)) has no glyph for any character it is asked to set (\(shown)), so BarScope's own fonts set them all; pin a font whose character map (cmap) has them"
            )
        }
    }

    /// The app fonts (`font: {path: …}`) the text attributes of every bar give texts of `role`,
    /// in any appearance: a text may be drawn in any of them.
    func attributeFonts(_ role: SceneTextRole) -> [Font] {
        var found: [Font] = []
        for bar in [navigationBar] + [tabBar, toolbar].compactMap({ $0 }) {
            // The bar's own (legacy) attributes are a title's only.
            var sets = role == .title ? [bar.titleTextAttributes, bar.largeTitleTextAttributes] : []
            let item = bar.itemAppearances
            for object in AppearanceSlot.allCases.flatMap({ [bar.appearances[$0], item[$0]].compactMap { $0 } }) {
                sets += role.attributes(in: object)
            }
            for font in sets.compactMap(\.font?.custom) where !found.contains(font) { found.append(font) }
        }
        return found
    }

    /// System items and the generic back title in a language whose titles BarScope does not
    /// know (``SystemString``): UIKit shows them translated, BarScope in English, so the frame
    /// would not be the device's. One warning per item.
    public var localizationWarnings: [SceneWarning] {
        guard !SystemString.isEnglish(locale) else { return [] }
        let language = locale ?? ""
        var found: [SceneWarning] = []
        func warn(_ key: String, _ name: String, _ english: String, fix: String) {
            found.append(
                SceneWarning(
                    file: source, key: key,
                    message:
                        "UIKit titles \(name) in the app's language, and BarScope knows that title in English only (locale: \(language)), so it draws \"\(english)\"; \(fix)"
                ))
        }
        func check(_ items: [BarButtonItem], _ key: String) {
            for (index, item) in items.enumerated() {
                guard case let .system(system) = item.kind, case let .title(english, _) = system.look else { continue }
                if let string = system.systemString, string.title(language: locale).known { continue }
                warn(
                    "\(key)[\(index)].systemItem", system.rawValue, english, fix: "give the item a title: in its place")
            }
        }
        if let item = navigationBar.topItem {
            check(item.leftBarButtonItems, "navigationItem.leftBarButtonItems")
            check(item.rightBarButtonItems, "navigationItem.rightBarButtonItems")
        }
        if let back = navigationBar.backItem, !SystemString.back.title(language: locale).known,
            back.backButtonDisplayMode == .generic
                || (back.backButtonDisplayMode == .default && (back.title ?? "").isEmpty
                    && (back.backButtonTitle ?? "").isEmpty)
        {
            warn(
                "backItem", "the back button (its generic title)", SystemString.back.english,
                fix: "give backItem a backButtonTitle: in its place")
        }
        if let toolbar { check(toolbar.toolbarItems, "toolbar.items") }
        for (index, item) in (tabBar?.tabItems ?? []).enumerated() {
            guard case let .system(system) = item.kind else { continue }
            warn(
                "tabBar.items[\(index)].systemItem", system.rawValue, system.title,
                fix: "give the item a title: and an image: in its place")
        }
        return found
    }

    /// Names for a message: all of up to six, else the first five and how many more.
    static func listed(_ names: [String]) -> String {
        names.count <= 6
            ? names.joined(separator: ", ") : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
    }

    /// The values this scene sets that change nothing, each with why.
    public var warnings: [SceneWarning] {
        var found: [SceneWarning] = pinnedFontWarnings + coverageWarnings + localizationWarnings
        func warn(_ key: String, _ message: String) {
            found.append(SceneWarning(file: source, key: key, message: message))
        }
        if let first = variants.first {
            // Only a golden suite expands a file into its variants; elsewhere the scene as
            // written is drawn, and a reader expecting one variant's picture would be misled.
            warn(
                "variants",
                "the scene has \(variants.count) variants (\(Self.listed(variants.map(\.name)))); this draws it without them: give --variant \(first.name) for one, -o a folder/ for each as NAME@VARIANT.png, or --sheet for all side by side (verify and record check each)"
            )
        }
        if windowed { warn("windowed", WindowControls.caveat) }
        if device.isView, !device.statesPhoneIdiom, device.idiom == .phone,
            min(device.widthPoints, device.heightPoints) > PadScreen.widestPhoneSide
        {
            warn(
                "device",
                "a view of \(PointRect.format(device.widthPoints)) × \(PointRect.format(device.heightPoints)) pt is wider on both sides than any iPhone (\(PointRect.format(PadScreen.widestPhoneSide)) pt), yet BarScope lays its bars out as a phone's; write idiom: pad in device for an iPad's bars, or idiom: phone to say a phone layout is meant"
            )
        }
        if let shipped = device.shippedWith, release.number < shipped {
            // Warned, not refused: the bars are the release's, and a reader may want them on
            // this screen; but no such phone exists, so a picture of one should say so.
            let ran = (device.idiom == .pad ? Device.pads : Device.all).filter {
                ($0.shippedWith ?? .max) <= release.number
            }
            let newest = ran.compactMap(\.shippedWith).max()
            let alike = ran.filter { $0.shippedWith == newest }
                .min { abs($0.widthPoints - device.widthPoints) < abs($1.widthPoints - device.widthPoints) }
            warn(
                "device",
                "\(device.id) (\(device.name)) shipped with iOS \(shipped) and never ran iOS \(release.number); use ios: \(shipped) or later"
                    + (alike.map {
                        ", or \(device.idiom == .pad ? "an iPad" : "a phone") that ran iOS \(release.number) such as \($0.id)"
                    } ?? "")
            )
        }
        let version = release
        let bars: [(String, BarAppearance?)] = [
            ("navigationBar", navigationBar), ("tabBar", tabBar), ("toolbar", toolbar),
        ]
        for (name, bar) in bars {
            guard let bar else { continue }
            if let tint = bar.barTintColor, tint.a < 255,
                !(version.offers(.appearanceObjects) && bar.hasAppearanceObjects),
                !BarBuilder.isTranslucent(bar)
            {
                // The opaque path forces alpha 1 (UIKit's `_UIBarBackgroundLayoutLegacy`, decompiled
                // iOS 18.0 and 18.2: `colorWithAlphaComponent:1.0`); a translucent bar keeps the
                // tint's alpha (under its 0.85 filter, seed 000), so it needs no warning.
                warn(
                    "\(name).barTintColor",
                    "its alpha (\(tint.a) of 255) is ignored on an opaque bar: UIKit draws barTintColor at full alpha there (clear draws black); leave translucent on for a see-through tint, or use an appearance's backgroundColor on iOS 13 or later"
                )
            }
            if version.offers(.appearanceObjects) {
                let ignored = bar.legacyPropertiesIgnored
                if !ignored.isEmpty {
                    warn(
                        name,
                        "\(ignored.joined(separator: ", ")) \(ignored.count == 1 ? "is" : "are") ignored: an appearance object is set, and UIKit uses it whole; set them on the appearance (backgroundColor, backgroundEffect, shadowColor, titleTextAttributes)"
                    )
                }
                for slot in [AppearanceSlot.compactAppearance, .compactScrollEdgeAppearance]
                where bar.appearances[slot] != nil && !orientation.isLandscape {
                    warn(
                        "\(name).\(slot.rawValue)",
                        "used only in compact height (a phone in landscape), and the scene is portrait; add orientation: landscapeLeft to see it"
                    )
                }
            }
            if case .image = bar.shadowImage, bar.backgroundImage == nil, bar.overlayColor == nil,
                !bar.hasAppearanceObjects
            {
                warn(
                    "\(name).shadowImage",
                    "a custom shadow image shows only with a custom background image (UINavigationBar.h); set backgroundImage too, or use an appearance's shadowImage on iOS 13 or later"
                )
            }
        }
        if statusBar != nil, capture == .layer {
            warn(
                "statusBar",
                "a layer capture draws the app's views, and the status bar is the system's, so none is drawn (snapshot libraries record none); remove the key, or use capture: screen"
            )
        } else if statusBar != nil, !screen.showsStatusBar {
            warn(
                "statusBar",
                "UIKit hides the status bar in landscape (compact height) for apps built with the iOS 8 SDK or later, so none is drawn; remove the key, or use orientation: portrait"
            )
        }
        if let status = statusBar, status.carrier != nil, device.statusBar.kind != .legacy {
            warn(
                "statusBar.carrier",
                device.idiom == .pad
                    ? "an iPad's status bar shows no carrier (the time and the date at its leading edge); remove the key"
                    : "the status bar around a notch or the Dynamic Island shows no carrier; remove the key, or use a phone with a home button (iphone-8)"
            )
        }
        if navigationBar.prefersLargeTitles, screen.verticalSizeClass == .compact,
            navigationBar.topItem?.largeTitleDisplayMode != .never
        {
            warn(
                "navigationBar.prefersLargeTitles",
                "a phone in landscape shows the small title in the bar's row, never the large title; use orientation: portrait to see it"
            )
        }
        if navigationBar.largeTitleTextAttributes.foregroundColor != nil, !navigationBar.prefersLargeTitles {
            warn("navigationBar.largeTitleTextAttributes", "no large title is shown without prefersLargeTitles: true")
        }
        found += glassWarnings
        found += iconSizeWarnings
        found += symbolWarnings
        found += swiftUIWarnings
        return found.map { warning in
            var placed = rekeyedForSwiftUI(warning)
            placed.line = keyLines.line(of: placed.key)
            return placed
        }
    }
}

extension Scene {
    /// The size a navigation bar's image button is made at, in points: 24 × 24 (codemia.io,
    /// "How big should a UIBarButtonItem image be?", restating Apple's recommendation).
    static let navigationBarIconSize = 24.0
    /// The size a toolbar's image button is made at, in points: 22 × 22 (the same page).
    static let toolbarIconSize = 22.0

    /// Item images that do not fit the place they are drawn in: taller than their bar, or wider
    /// than their tab's button (a tab bar) or the bar (a navigation bar or a toolbar). UIKit draws
    /// an item's image at its own size, unscaled, unless the app scales it: reports of tab icons
    /// drawn larger than the tab bar (xamarin/Xamarin.Forms issue 13914: a 512 × 512 px icon;
    /// dotnet/maui issue 8609; dmytro-anokhin/url-image issue 45, iOS 13.2.3), as BarScope draws
    /// them; one early report (osmorphis.blogspot.com, "Tab Bar Icons (part 2)", 2009, iPhone OS
    /// 2) saw oversized tab icons truncated instead. Either way the picture is not the app's
    /// design, so each such image is warned about with the size Apple's guidance gives its place.
    /// Pixels are not changed.
    var iconSizeWarnings: [SceneWarning] {
        var found: [SceneWarning] = []
        let screen = self.screen
        // A compact tab bar (a phone of compact width on its side) takes the 18 pt glyph.
        let compactTabs = screen.verticalSizeClass == .compact && screen.horizontalSizeClass == .compact
        func check(
            _ image: BarImage?, key: String, place: String, expected: Double, citation: String,
            fits: (width: Double, height: Double), slot: String
        ) {
            guard let image, let pixels = image.pixels, let size = image.pointSize(onScreen: device.scale),
                size.width > fits.width || size.height > fits.height
            else { return }
            let scale = image.scale(onScreen: device.scale)
            let want = PointRect.format(expected)
            let wantPixels = PointRect.format(expected * Double(scale))
            found.append(
                SceneWarning(
                    file: source, key: key,
                    message:
                        "the image is \(PointRect.format((size.width * 10).rounded() / 10)) × \(PointRect.format((size.height * 10).rounded() / 10)) pt (\(pixels.width) × \(pixels.height) pixels at @\(scale)x), larger than \(slot); UIKit expects \(want) × \(want) pt for \(place) (\(citation)) and draws a larger image at its own size, unscaled, as drawn here; scale the image to \(want) × \(want) pt (\(wantPixels) × \(wantPixels) pixels at @\(scale)x)"
                ))
        }
        let barWidth = screen.widthPoints
        func checkButtons(_ items: [BarButtonItem], _ key: String, kind: BarKind) {
            let height = screen.barHeight(kind)
            let expected = kind == .toolbar ? Self.toolbarIconSize : Self.navigationBarIconSize
            let name = kind == .toolbar ? "the toolbar" : "the navigation bar"
            for (index, item) in items.enumerated() {
                guard case let .image(image) = item.kind else { continue }
                check(
                    image, key: "\(key)[\(index)].image", place: "\(name)'s image buttons", expected: expected,
                    citation: "codemia.io, How big should a UIBarButtonItem image be?",
                    fits: (barWidth, height), slot: "\(name) (\(PointRect.format(height)) pt tall) it sits in")
            }
        }
        if let item = navigationBar.topItem {
            checkButtons(item.leftBarButtonItems, "navigationItem.leftBarButtonItems", kind: .navigationBar)
            checkButtons(item.rightBarButtonItems, "navigationItem.rightBarButtonItems", kind: .navigationBar)
        }
        if let toolbar { checkButtons(toolbar.toolbarItems, "toolbar.items", kind: .toolbar) }
        if let tabBar, !tabBar.tabItems.isEmpty {
            let button = barWidth / Double(tabBar.tabItems.count)
            let height = screen.tabBarHeight
            // The compact glyph is what inlineTabIconSize gives a row shorter than a tab button.
            let expected = compactTabs ? ContentMetrics.inlineTabIconSize(rowHeight: 0) : ContentMetrics.tabIconSize
            for (index, item) in tabBar.tabItems.enumerated() {
                guard case let .custom(_, image) = item.kind else { continue }
                check(
                    image, key: "tabBar.items[\(index)].image",
                    place: compactTabs ? "a compact tab bar's icons" : "a tab bar's icons", expected: expected,
                    citation: "Apple HIG, Custom icons: tab bar glyphs 25 × 25 pt regular, 18 × 18 pt compact",
                    fits: (button, height),
                    slot: "its tab (\(PointRect.format(button)) × \(PointRect.format(height)) pt)")
            }
        }
        return found
    }
}

extension Scene {
    /// What iOS 26 and 27 do differently with a scene's keys: the opt-out each release honours or
    /// ignores, and the legacy properties glass bars leave out.
    var glassWarnings: [SceneWarning] {
        var found: [SceneWarning] = []
        func warn(_ key: String, _ message: String) {
            found.append(SceneWarning(file: source, key: key, message: message))
        }
        if requiresCompatibility {
            if let optOut = release.compatibility, !optOut.honoured {
                warn(
                    "infoPlist.UIDesignRequiresCompatibility",
                    "iOS \(release.number) ignores it (Apple: \"ignored when you build for iOS 27 or later\"), so the bars are drawn in Liquid Glass; use ios: 26 to see the opt-out"
                )
            } else if release.compatibility == nil {
                warn(
                    "infoPlist.UIDesignRequiresCompatibility",
                    "changes nothing before iOS 26 (it opts out of Liquid Glass); remove it, or use ios: 26")
            }
        }
        if drawnRelease != release {
            // The opt-out draws iOS 18's bars: what only the glass draws is not there.
            let optOut = "remove infoPlist's UIDesignRequiresCompatibility to see it"
            for (key, set) in [
                ("reduceTransparency", reduceTransparency), ("accessibilityContrast", accessibilityContrast != .normal),
            ] where set {
                warn(
                    key,
                    "not drawn: the app opts out of Liquid Glass, and BarScope models the setting on iOS 26's glass only; \(optOut)"
                )
            }
            let item = navigationBar.topItem
            for (key, set) in [("subtitle", item?.subtitle != nil), ("largeSubtitle", item?.largeSubtitle != nil)]
            where set {
                warn(
                    "navigationItem.\(key)",
                    "not drawn: the app opts out of Liquid Glass, and iOS 18's bars have no subtitle; \(optOut)")
            }
            if let tabBar, tabBar.isMinimized || tabBar.tabBarMinimizeBehavior != .automatic {
                warn(
                    tabBar.isMinimized ? "tabBar.minimized" : "tabBar.tabBarMinimizeBehavior",
                    "not drawn: the app opts out of Liquid Glass, and iOS 18's tab bar does not minimise; \(optOut)")
            }
        }
        if let caveat = drawnRelease.caveat { warn("ios", caveat) }
        let bars = DesignedBars(
            navigationBar: navigationBar, tabBar: tabBar, toolbar: toolbar,
            toolbarSlot: screen.toolbarHeight + screen.homeIndicatorInset, releaseNumber: release.number)
        for warning in design.warnings(bars) { warn(warning.key, warning.message) }
        return found
    }
}

extension Scene {
    /// `systemName` images that are not drawn from the template asked for: a symbol whose
    /// template is not in the scene's `symbols:` folder (drawn as BarScope's stand-in, or a
    /// box), and a template without the variant UIKit uses in the place (drawn from the nearest
    /// it has). One warning per image, naming the file to export and where it goes.
    var symbolWarnings: [SceneWarning] {
        var found: [SceneWarning] = []
        let release = drawnRelease
        func check(_ image: BarImage?, key: String, place: SymbolPlace) {
            guard case let .symbol(symbol)? = image else { return }
            let configuration = release.symbolConfiguration(place)
            let wanted = "\(configuration.weight.rawValue)-\(configuration.scale.rawValue)"
            guard let template = symbol.template else {
                let standIn =
                    symbol.standIn.map { "BarScope's stand-in glyph for it (Material Design's \($0.rawValue))" }
                    ?? "a box (BarScope has no stand-in for it)"
                let name = MessageText.echo(symbol.name)
                let export = "in the SF Symbols app select \(name), choose File > Export Symbol… (template)"
                let message =
                    symbols == nil
                    ? "no template for the symbol \(name): the scene names no symbols folder, so it is drawn as \(standIn); \(export), save it as Symbols/\(name).svg beside the scene and add symbols: {path: Symbols}"
                    : "no template \(MessageText.echo(symbol.file)) for the symbol \(name), so it is drawn as \(standIn); \(export) and save it as \(MessageText.echo(symbol.file)) beside the scene"
                found.append(SceneWarning(file: source, key: key, message: message))
                return
            }
            guard let used = template.variant(configuration.weight, configuration.scale), used.name != wanted else {
                return
            }
            found.append(
                SceneWarning(
                    file: source, key: key,
                    message:
                        "\(MessageText.echo(symbol.file)) has no \(wanted) variant, which UIKit draws here (\(configuration.source)), so it is drawn from \(used.name); export the template with all weights and scales (the SF Symbols app's template holds them)"
                ))
        }
        let buttonPlace: SymbolPlace = screen.verticalSizeClass == .compact ? .compactBarButton : .barButton
        if let item = navigationBar.topItem {
            for (name, items) in [
                ("leftBarButtonItems", item.leftBarButtonItems), ("rightBarButtonItems", item.rightBarButtonItems),
            ] {
                for (index, item) in items.enumerated() {
                    guard case let .image(image) = item.kind else { continue }
                    check(image, key: "navigationItem.\(name)[\(index)].image", place: buttonPlace)
                }
            }
        }
        for (index, item) in (toolbar?.toolbarItems ?? []).enumerated() {
            guard case let .image(image) = item.kind else { continue }
            check(image, key: "toolbar.items[\(index)].image", place: buttonPlace)
        }
        let tabPlace: SymbolPlace = traits.inlineTabItems ? .compactTabBar : .tabBar
        for (index, item) in (tabBar?.tabItems ?? []).enumerated() {
            guard case let .custom(_, image) = item.kind else { continue }
            check(image, key: "tabBar.items[\(index)].image", place: tabPlace)
        }
        return found
    }
}
