import Testing

@testable import BarLayers
@testable import BarScene
import Raster

/// `variants:`: a scene file as the cross product of its axes, each variant named by its values.
@Suite struct VariantTests {
    static let scene = """
        ios: 17
        device: iphone-15
        content: {color: "#ffffff"}
        navigationItem: {title: "Inbox"}
        variants:
          userInterfaceStyle: [light, dark]
          device: [iphone-se, iphone-15]
          navigationBar.tintColor: ["#ff2d55", "#34c759"]

        """

    /// Eight variants, named in the axes' order with the last axis varying fastest; each is the
    /// scene with its values set (a dotted path makes the mapping it needs).
    @Test func theCrossProductInOrder() throws {
        let variants = try SceneParser.variants(Self.scene, file: "mail.yaml")
        #expect(
            variants.map(\.name) == [
                "light+iphone-se+ff2d55", "light+iphone-se+34c759", "light+iphone-15+ff2d55", "light+iphone-15+34c759",
                "dark+iphone-se+ff2d55", "dark+iphone-se+34c759", "dark+iphone-15+ff2d55", "dark+iphone-15+34c759",
            ])
        #expect(
            variants[5].description == "userInterfaceStyle: dark, device: iphone-se, navigationBar.tintColor: #34c759")
        let scene = try SceneParser.parse(Self.scene, file: "mail.yaml", variant: variants[5])
        #expect(scene.userInterfaceStyle == .dark && scene.device.id == "iphone-se")
        #expect(scene.navigationBar.tintColor == RGBA8(hex: "#34c759") && scene.variants.isEmpty)
        // Without a variant: the scene as written, its variants listed, and a warning that says so.
        let base = try SceneParser.parse(Self.scene, file: "mail.yaml")
        #expect(base.userInterfaceStyle == .light && base.device.id == "iphone-15" && base.variants.count == 8)
        #expect(
            base.warnings.map(\.description) == [
                "mail.yaml:5: variants: the scene has 8 variants (light+iphone-se+ff2d55, light+iphone-se+34c759, light+iphone-15+ff2d55, light+iphone-15+34c759, dark+iphone-se+ff2d55 and 3 more); this draws it without them: give --variant light+iphone-se+ff2d55 for one, -o a folder/ for each as NAME@VARIANT.png, or --sheet for all side by side (verify and record check each)"
            ])
        // Written back, the axes come back as written.
        #expect(try SceneParser.parse(base.yamlText, file: "mail.yaml").variants == variants)
        #expect(variants.filter { $0.matches("dark") }.count == 4)
        #expect(
            variants.filter { $0.matches("dark+iphone-se") }.map(\.name) == [
                "dark+iphone-se+ff2d55", "dark+iphone-se+34c759",
            ])
        #expect(variants.filter { $0.matches("sepia") }.isEmpty)
    }

    @Test func namesAreFileSafe() {
        #expect(SceneVariant.nameComponent("#FF2D55") == "FF2D55")
        #expect(SceneVariant.nameComponent("zh-Hant-TW") == "zh-Hant-TW")
        #expect(SceneVariant.nameComponent("a b/c") == "a-b-c")
        // Issue 41, item 17: another script's letters and digits are spelled by their scalars,
        // so such a value names a variant of its own, apart from its ASCII digits.
        #expect(SceneVariant.nameComponent("设置") == "u8bbeu7f6e")
        #expect(SceneVariant.nameComponent("é1") == "u00e91")
        #expect(SceneVariant.nameComponent("١٢") == "u0661u0662")
        #expect(SceneVariant.nameComponent("😀 ok") == "ok")
        #expect(SceneVariant.nameComponent("𝟘") == "u1d7d8")
    }

    @Test(arguments: [
        (
            "variants: [light, dark]\n",
            "mail.yaml:5: variants: must map scene keys to lists of values, for example {userInterfaceStyle: [light, dark], device: [iphone-se, iphone-15]}"
        ),
        (
            "variants: {appearance: [light, dark]}\n",
            "mail.yaml:5: variants.appearance: is not a scene key; give a key or a dotted path of one, such as userInterfaceStyle or navigationBar.tintColor"
        ),
        (
            "variants: {userInterfaceStyle: dark}\n",
            "mail.yaml:5: variants.userInterfaceStyle: must be a list of 1 to 64 values, for example [light, dark]"
        ),
        (
            "variants: {navigationBar: [{tintColor: \"#ff2d55\"}]}\n",
            "mail.yaml:5: variants.navigationBar: a variant's value must be one value (text or a number), not a list or a mapping"
        ),
        (
            "variants: {navigationBar.tintColor: [\"#ff2d55\", \"ff2d55\"]}\n",
            "mail.yaml:5: variants.navigationBar.tintColor: two values name the same variant (ff2d55); give distinct values"
        ),
        (
            "variants: {locale: [\"😀\"]}\n",
            "mail.yaml:5: variants.locale: \"😀\" has no letter or digit to name the variant by; give a value with one"
        ),
    ])
    func badVariantsAreOneLine(yaml: String, message: String) {
        let head = "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nnavigationItem: {title: \"Inbox\"}\n"
        do {
            _ = try SceneParser.parse(head + yaml, file: "mail.yaml")
            Issue.record("parsed")
        } catch {
            #expect(error.description == message)
        }
    }

    /// Issue 41, items 5 and 6: an axis key deeper than scenes nest, or more axes than
    /// ``SceneParser/maximumVariantAxes``, is refused before any variant is made (20,000
    /// dotted parts crashed the renderer; 44,000 one-value axes took 30 s).
    @Test func deepKeysAndManyAxesAreRefusedBeforeTheyCost() throws {
        let head = "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nnavigationItem: {title: \"Inbox\"}\n"
        func message(_ yaml: String) -> String {
            do {
                _ = try SceneParser.parse(head + yaml, file: "mail.yaml")
                return "parsed"
            } catch {
                return error.description
            }
        }
        // An explicit key (`? key`): libyaml takes a plain key of at most 1,024 characters.
        let deep = message("variants:\n  ? navigationBar\(String(repeating: ".a", count: 19_999))\n  : [x]\n")
        #expect(deep.hasPrefix("mail.yaml:6: variants.navigationBar.a.a.a"))
        #expect(
            deep.hasSuffix(
                " (40011 characters): has 20000 dotted parts, deeper than scenes nest (32); give a key of the scene, such as navigationBar.tintColor"
            ))
        #expect(deep.count < 240, "the key is shortened: \(deep.count) characters")
        // 32 parts is as deep as a scene nests: the key then fails as any unknown key would.
        let thirtyTwo = message("variants: {navigationBar\(String(repeating: ".a", count: 31)): [x]}\n")
        #expect(thirtyTwo == "parsed")
        #expect(
            message("variants: {navigationBar\(String(repeating: ".a", count: 32)): [x]}\n").contains(
                "has 33 dotted parts"))
        let axes = (1...33).map { "navigationBar.k\($0): [x]" }.joined(separator: ", ")
        #expect(
            message("variants: {\(axes)}\n")
                == "mail.yaml:5: variants: has 33 axes, more than 32; set a value every variant shares in the scene itself, or split the matrix into files"
        )
    }

    /// A variant that makes the scene invalid is an error naming the variant, at its value's line.
    @Test func anInvalidVariantIsNamed() throws {
        let text =
            "ios: 12\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nvariants:\n  userInterfaceStyle: [light, dark]\n"
        let variants = try SceneParser.variants(text, file: "old.yaml")
        #expect(throws: Never.self) { try SceneParser.parse(text, file: "old.yaml", variant: variants[0]) }
        do {
            _ = try SceneParser.parse(text, file: "old.yaml", variant: variants[1])
            Issue.record("parsed")
        } catch {
            #expect(
                error.description
                    == "old.yaml:5: userInterfaceStyle: in the variant dark (userInterfaceStyle: dark): dark mode arrives with iOS 13; use ios: 13 or later, or remove the key"
            )
        }
        // Setting a key inside something that is not a mapping names the variant too.
        let scalar =
            "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nnavigationBar: plain\nvariants: {navigationBar.tintColor: [\"#ff2d55\"]}\n"
        let one = try SceneParser.variants(scalar, file: "s.yaml")
        do {
            _ = try SceneParser.parse(scalar, file: "s.yaml", variant: one[0])
            Issue.record("parsed")
        } catch {
            #expect(
                error.description
                    == "s.yaml:4: navigationBar: the variant ff2d55 (navigationBar.tintColor: #ff2d55) sets tintColor inside it, which is not a mapping; give the key as a mapping, or vary the whole key"
            )
        }
    }
}
