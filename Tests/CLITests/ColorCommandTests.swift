import Foundation
import Testing
import TestSupport
import BarChecks

@testable import Raster
@testable import RasterPNG

@Suite struct ColorCommandTests {
    /// Through `--display mac`, seed 000's scenes read 0xfc0d1b (image path, the fitted point)
    /// and 0xfb2930 (tint path, the prediction); the PNG carries the profile as iCCP.
    @Test func seed000ReadingsThroughTheMacDisplay() throws {
        let dir = try scratch()
        for (name, reading) in [("ios10-opaque-image-red", "#fc0d1b"), ("ios10-opaque-tint-red", "#fb2930")] {
            let out = dir + "/\(name).png"
            let run = try barscope(
                "render", packageRoot + "/Goldens/gallery/\(name).yaml", "-o", out, "--display", "mac")
            #expect(run.status == 0 && run.stderr == "")
            #expect(try barscope("pick", out, "10", "10").stdout == reading + "\n")
            let srgb = try renderGallery(name, into: dir, as: "\(name)-srgb.png")
            #expect(try barscope("pick", srgb, "10", "10", "--display", "mac").stdout == reading + "\n")
            if let pngcheck {
                let verbose = try tool(pngcheck, ["-v", out])
                #expect(
                    verbose.status == 0 && verbose.stdout.contains("iCCP")
                        && verbose.stdout.contains("profile name = mac"))
                #expect(!verbose.stdout.contains("sRGB"))
            }
        }
    }

    @Test func explainEndsWithThePickedValue() throws {
        let dir = try scratch()
        let scene = packageRoot + "/Goldens/gallery/ios10-tint-f8f8f8.yaml"
        let png = try renderGallery("ios10-tint-f8f8f8", into: dir, as: "tint.png")
        let run = try barscope("explain", scene, "50", "25", "--points", "--json")
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect("\(json["srgb"] ?? "")\n" == (try barscope("pick", png, "100", "50").stdout))
        let layers = try #require(json["layers"] as? [[String: Any]])
        #expect(layers.compactMap { $0["layer"] as? String }.filter { $0 == "_UIVisualEffectFilterView" }.count == 2)
        let text = try barscope("explain", scene, "100", "50", "--display", "display-p3")
        #expect(text.stdout.contains("_UIVisualEffectBackdropView") && text.stdout.contains("display (display-p3) #"))
    }

    /// iOS 26: the appearance's colour is drawn under the glass without the bar's blur, so over
    /// white an opaque colour is its own answer and a half-transparent one `2·target − 255`
    /// (the colour at alpha 128 over white); the output says what the answer means on glass.
    @Test func solveUnderTheGlass() throws {
        let opaque = try barscope("solve", "--ios", "26", "--target", "#ff2d55", "--json")
        #expect(opaque.status == 0)
        #expect(opaque.stdout.contains("\"backgroundColor\": \"#ff2d55\", \"reached\": true, \"maxError\": 0"))
        let half = try barscope("solve", "--ios", "26", "--target", "#ff8080", "--alpha", "0.5")
        #expect(half.status == 0)
        // 255 · (1 − 128/255) + T · 128/255 = 128 gives T ≈ 2.
        #expect(half.stdout.hasPrefix("backgroundColor #ff020280"))
        #expect(
            half.stdout.contains(
                "iOS 26        the appearance's colour is drawn under the glass capsules, as iOS 18 draws it but without the blur"
            ))
    }

    /// A glass view's UIGlassEffect tintColor: opaque, it is the target itself; at alpha 0.6
    /// over the light glass (over #1f3a5f) a saturated blue is out of reach, and the nearest
    /// reading is said, exit 1; the flags are checked.
    @Test func solveForAGlassTint() throws {
        let glass = ["solve", "--ios", "26", "--device", "iphone-17", "--glass-frame", "16,700,120,48"]
        let opaque = try barscope(glass + ["--over", "#1f3a5f", "--target", "#3d7dff", "--json"])
        #expect(opaque.status == 0)
        #expect(opaque.stdout.contains("\"tintColor\": \"#3d7dff\", \"reached\": true, \"maxError\": 0"))
        let thin = try barscope(glass + ["--over", "#1f3a5f", "--target", "#3d7dff", "--alpha", "0.6"])
        #expect(thin.status == 1)
        #expect(thin.stdout.hasPrefix("tintColor     #3f99ff99"))
        #expect(
            thin.stdout.contains(
                "reached       no: no colour in 0…255 reaches #3d7dff here; the nearest reachable colour is #3d7dc7"))
        let old = try barscope("solve", "--ios", "18", "--target", "#3d7dff", "--glass-frame", "16,700,120,48")
        #expect(old.status == 2)
        #expect(old.stderr == "barscope: error: --glass-frame: UIGlassEffect arrives with iOS 26; use --ios 26 or 27\n")
        let far = try barscope(Array(glass.dropLast()) + ["1e300,0,10,10", "--target", "#3d7dff"])
        #expect(
            far.stderr
                == "barscope: error: --glass-frame \"1e300,0,10,10\": lies off the 402 × 874-point screen; move it onto the screen\n"
        )
        let zero = try barscope(Array(glass.dropLast()) + ["16,700,0,48", "--target", "#3d7dff"])
        #expect(
            zero.stderr
                == "barscope: error: --glass-frame \"16,700,0,48\": give x,y,width,height in points, the width and height above 0, such as 16,700,120,48\n"
        )
    }

    @Test func solveReportsAndExits() throws {
        let run = try barscope("solve", "--ios", "10", "--target", "#ee2d55", "--json")
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "{\"barscope\": \"\(BarScopeVersion.string)\", \"barTintColor\": \"#ec0938\", \"reached\": true, \"maxError\": 0, \"reading\": \"#ee2d55\", \"range\": \"#ee2d55\", \"idealTint\": [236.20, 9.40, 56.41]}\n"
        )
        let text = try barscope("solve", "--ios", "10", "--target", "#ee2d55")
        #expect(
            text.stdout.hasPrefix(
                "barTintColor  #ec0938   UIColor(red: 0.925, green: 0.035, blue: 0.22, alpha: 1)\nreached       yes\n"))
        let unreachable = try barscope("solve", "--ios", "10", "--target", "#102030")
        #expect(unreachable.status == 1)
        #expect(
            unreachable.stdout.contains(
                "reached       no: no tint in 0…255 reaches #102030 here; the nearest reachable colour is #252530"))
        let dir = try scratch()
        let content = try renderGallery("ios11-iphone-x-default", into: dir, as: "content.png")
        let overPNG = try barscope(
            "solve", "--ios", "11", "--device", "iphone-x", "--target", "#3366cc", "--over", content, "--json")
        #expect(
            overPNG.status == 0
                && overPNG.stdout.hasPrefix("{\"barscope\": \"\(BarScopeVersion.string)\", \"barTintColor\": \"#"))
        let mac = try barscope("solve", "--ios", "10", "--target", "#fb2930", "--display", "mac", "--opaque")
        #expect(mac.status == 0 && mac.stdout.hasPrefix("barTintColor  #ff0000"))
    }

    /// iOS 13+: the appearance's backgroundColor. Opaque, it shows exactly; at alpha 0.8 over the
    /// chrome material the nearest reachable colour is reported.
    @Test func solveOnIOS13AndLater() throws {
        let opaque = try barscope("solve", "--ios", "15", "--target", "#ff2d55", "--over", "list:40")
        #expect(
            opaque.status == 0
                && opaque.stdout.hasPrefix(
                    "backgroundColor #ff2d55   UIColor(red: 1, green: 0.176, blue: 0.333, alpha: 1)\nreached       yes\nmax error     0"
                ))
        let translucent = try barscope(
            "solve", "--ios", "15", "--target", "#ff2d55", "--over", "list:40", "--alpha", "0.8", "--json")
        #expect(
            translucent.status == 1
                && translucent.stdout.hasPrefix(
                    "{\"barscope\": \"\(BarScopeVersion.string)\", \"backgroundColor\": \"#ff002dcc\", \"reached\": false"
                ))
    }

    @Test(arguments: [
        (
            ["solve", "--ios", "15", "--target", "#ffffff", "--configure", "opaque"],
            "barscope: error: --configure opaque: not a configureWith background; use one of defaultBackground, opaqueBackground, transparentBackground\n"
        ),
        (
            ["solve", "--ios", "15", "--target", "#ffffff", "--opaque"],
            "barscope: error: --opaque: iOS 15 bars take an appearance; use --configure opaqueBackground\n"
        ),
        (
            ["solve", "--ios", "10", "--target", "#ffffff", "--alpha", "0.5"],
            "barscope: error: --alpha: appearances arrive with iOS 13; drop it, or use --ios 13 or later\n"
        ),
        (
            ["solve", "--ios", "15", "--target", "#ffffff", "--alpha", "0"],
            "barscope: error: --alpha 0: give an alpha above 0 and at most 1, such as 0.9\n"
        ),
        (
            ["solve", "--ios", "10", "--target", "red"],
            "barscope: error: --target \"red\": not an opaque colour; write #rrggbb\n"
        ),
        (
            ["solve", "--ios", "19", "--target", "#ffffff"],
            "barscope: error: --ios 19: iOS 19 is not modelled; use 9 to 18, 26 or 27\n"
        ),
        (
            ["solve", "--ios", "10", "--target", "#ffffff", "--over", "list:-10001"],
            "barscope: error: --over \"list:-10001\": the list's contentOffset must be -10000…100000 points (UIKit's contentOffset.y, -64 at rest under a 64 pt bar), as in list:56\n"
        ),
        (
            ["solve", "--ios", "10", "--target", "#ffffff", "--display", "retina"],
            "barscope: error: --display retina: unknown display; use one of srgb, display-p3, mac or a path to an .icc file\n"
        ),
    ])
    func badColourInput(arguments: [String], message: String) throws {
        let run = try barscope(arguments)
        #expect(run.status == 2 && run.stderr == message)
    }

    @Test func displaysShowsTheFit() throws {
        let run = try barscope("displays", "--fit")
        #expect(run.status == 0)
        #expect(run.stdout.contains("fitted      sRGB #ff0000 (image path) → #fc0d1b; seed 000 reads #fc0d1b"))
        #expect(
            run.stdout.contains(
                "predicted   sRGB #fe2525 (BarScope's opaque red-tint bar) → #fb2930; seed 000 reads #fb2930"))
    }
}
