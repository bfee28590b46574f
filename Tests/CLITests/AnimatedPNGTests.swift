import Foundation
import Testing
import TestSupport

/// `frames` writes transition.png, an APNG that a real decoder plays frame for frame.
@Suite struct AnimatedPNGTests {
    /// Pillow (a decoder BarScope did not write) reads every frame of transition.png back, each
    /// the same pixels as the frame-NNN.png beside it, with the delay asked for and endless
    /// looping; pngcheck accepts the file's chunks and CRCs.
    @Test func pillowReadsEveryFrameBack() throws {
        let dir = try scratch()
        try write(
            """
            ios: 10
            device: iphone-se
            content: {color: "#ffffff"}
            navigationBar: {barTintColor: "#ff2d55"}
            transition: {kind: push, to: {barTintColor: "#007aff"}, duration: 0.3}
            region: navigationBar
            """, dir + "/push.yaml")
        let run = try barscope("frames", dir + "/push.yaml", "-o", dir + "/out", "--count", "4", "--png", "fast")
        #expect(run.status == 0)
        // 0.3 s over 3 gaps: 100 ms a frame.
        let script = """
            import sys
            from PIL import Image, ImageChops
            out = sys.argv[1]
            anim = Image.open(out + "/transition.png")
            assert anim.format == "PNG" and getattr(anim, "is_animated", False), "not animated"
            print(anim.n_frames, anim.info.get("loop"), anim.info.get("duration"))
            for i in range(anim.n_frames):
                anim.seek(i)
                frame = Image.open(out + "/frame-%03d.png" % i).convert("RGBA")
                print(i, ImageChops.difference(anim.convert("RGBA"), frame).getbbox())
            """
        try write(script, dir + "/check.py")
        let check = try tool("/usr/bin/env", ["python3", dir + "/check.py", dir + "/out"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "4 0 100.0\n0 None\n1 None\n2 None\n3 None\n")
        try expectPngcheckAccepts([dir + "/out/transition.png"])
        let delayed = try barscope(
            "frames", dir + "/push.yaml", "-o", dir + "/slow", "--count", "2", "--png", "fast", "--delay", "500")
        #expect(delayed.status == 0)
        let bad = try barscope("frames", dir + "/push.yaml", "-o", dir + "/bad", "--delay", "0")
        #expect(
            bad.status != 0
                && bad.stderr == "barscope: error: --delay 0: use 1…65535 ms (an animated PNG frame's delay)\n")
    }
}
