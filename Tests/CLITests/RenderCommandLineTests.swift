import Testing

@testable import barscope

/// `render`'s own reading of a plain command line (which spares ArgumentParser's start-up in a
/// one-scene process) must agree with ArgumentParser wherever it answers, and must leave every
/// other line to ArgumentParser.
@Suite struct RenderCommandLineTests {
    /// What ArgumentParser makes of the same words.
    static func parsedByArgumentParser(_ words: [String]) throws -> RenderArguments {
        let command = try Render.parse(Array(words.dropFirst()))
        return RenderArguments(
            scene: command.scenes[0], output: command.output, png: command.png, display: command.display.display,
            maxImageSide: command.limits.maxImageSide, maxImagePixels: command.limits.maxImagePixels)
    }

    @Test(arguments: [
        ["render", "s.yaml", "-o", "out.png"],
        ["render", "-o", "out.png", "s.yaml"],
        ["render", "s.yaml", "--output", "out.png", "--png", "fast"],
        ["render", "s.yaml", "--output=out.png", "--png=small"],
        ["render", "dir/s.yaml", "-o", "a b.png", "--display", "mac", "--png", "balanced"],
        ["render", "s.yaml", "-o", "o.png", "--max-image-side", "4096", "--max-image-pixels=1000000"],
        ["render", "s.yaml", "-o", "o.png", "--max-image-side", "0", "--display=p3.icc"],
    ])
    func plainLinesAreReadAsArgumentParserReadsThem(words: [String]) throws {
        let fast = try #require(RenderArguments.parse(words))
        #expect(fast == (try Self.parsedByArgumentParser(words)))
    }

    @Test func defaultsAreArgumentParsers() throws {
        let fast = try #require(RenderArguments.parse(["render", "s.yaml", "-o", "o.png"]))
        #expect(
            fast
                == RenderArguments(
                    scene: "s.yaml", output: "o.png", png: .balanced, display: "srgb", maxImageSide: 16_384,
                    maxImagePixels: 67_108_864))
        #expect(fast == (try Self.parsedByArgumentParser(["render", "s.yaml", "-o", "o.png"])))
    }

    /// Help, errors and anything unusual: not read here, so ArgumentParser reads and reports.
    @Test(arguments: [
        [], ["tree", "s.yaml"], ["render"], ["render", "--help"], ["render", "-h"], ["render", "s.yaml"],
        ["render", "s.yaml", "-o"], ["render", "s.yaml", "-o", "a.png", "-o", "b.png"],
        ["render", "a.yaml", "b.yaml", "-o", "o.png"],
        ["render", "s.yaml", "-o", "o.png", "--png", "turbo"],
        ["render", "s.yaml", "-o", "o.png", "--max-image-side", "big"],
        ["render", "s.yaml", "-o", "-"], ["render", "s.yaml", "-o", "o.png", "--max-image-side", "-1"],
        ["render", "s.yaml", "-oo.png"],
        ["render", "s.yaml", "-o=o.png"], ["render", "s.yaml", "--output="], ["render", "s.yaml", "-o", "o.png", "--"],
        ["render", "s.yaml", "-o", "o.png", "--verbose"], ["render", "", "-o", "o.png"],
        ["render", "s.yaml", "-o", "o.png", "--generate-completion-script", "bash"],
    ])
    func everythingElseIsLeftToArgumentParser(words: [String]) {
        #expect(RenderArguments.parse(words) == nil)
    }
}
