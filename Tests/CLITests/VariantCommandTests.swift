import Foundation
import Testing
import TestSupport

/// A scene with `variants:` in a golden suite: each variant recorded, verified, filtered,
/// sharded and rendered as a golden of its own, `NAME@VARIANT.png`.
@Suite struct VariantCommandTests {
    static let scene = """
        ios: 17
        device: iphone-15
        content: {list: {rows: 3, text: true, refreshing: false}}
        navigationItem: {title: "Inbox"}
        statusBar: {}
        region: navigationBar
        variants:
          userInterfaceStyle: [light, dark]
          device: [iphone-se, iphone-15]

        """

    @Test func eachVariantIsAGolden() throws {
        let dir = try scratch()
        try FileManager.default.createDirectory(atPath: dir + "/suite", withIntermediateDirectories: true)
        try write(Self.scene, dir + "/suite/mail.yaml")
        let names = ["mail@light+iphone-se", "mail@light+iphone-15", "mail@dark+iphone-se", "mail@dark+iphone-15"]
        let recorded = try barscope("record", dir + "/suite", "--record", "all", "--artifacts", dir + "/a")
        #expect(recorded.status == 0)
        #expect(
            recorded.stdout.hasSuffix(
                "4 scenes: 0 passed, 4 recorded, 0 failed, 0 missing, 0 errors (record mode: all)\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/suite").sorted()
        #expect(files == (["mail.yaml"] + names.map { $0 + ".png" }).sorted())
        // Each golden is the picture of the scene written out with that variant's values.
        try write(
            Self.scene.replacingOccurrences(of: "device: iphone-15\n", with: "device: iphone-se\n")
                .components(separatedBy: "variants:")[0] + "userInterfaceStyle: dark\n", dir + "/dark-se.yaml")
        #expect(try barscope("render", dir + "/dark-se.yaml", "-o", dir + "/dark-se.png", "--png", "small").status == 0)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: dir + "/dark-se.png"))
                == Data(contentsOf: URL(fileURLWithPath: dir + "/suite/mail@dark+iphone-se.png")))
        // Verified: all pass; filtered to the dark ones; a filter matching none checks none.
        let verified = try barscope("verify", dir + "/suite", "--record", "never", "--artifacts", dir + "/a")
        #expect(
            verified.status == 0
                && verified.stdout.hasSuffix(
                    "4 scenes: 4 passed, 0 recorded, 0 failed, 0 missing, 0 errors (record mode: never)\n")
        )
        let dark = try barscope(
            "verify", dir + "/suite", "--record", "never", "--artifacts", dir + "/a", "--variants", "dark")
        #expect(dark.stdout.contains("mail@dark+iphone-se ") && !dark.stdout.contains("mail@light"))
        #expect(
            dark.stdout.hasSuffix(
                "2 scenes: 2 passed, 0 recorded, 0 failed, 0 missing, 0 errors (record mode: never)\n"))
        let bad = try barscope("verify", dir + "/suite", "--variants", "dark+")
        #expect(
            bad.status != 0
                && bad.stderr
                    == "barscope: error: --variants \"dark+\": give variant name parts joined by +, such as dark or dark+iphone-se\n"
        )
        // Shards split the variants without overlap.
        var sharded: [String] = []
        for index in 1...3 {
            let run = try barscope("verify", dir + "/suite", "--artifacts", dir + "/a", "--shard", "\(index)/3")
            sharded += run.stdout.split(separator: "\n").compactMap { line in
                names.first { line.hasPrefix($0 + " ") }
            }
        }
        #expect(sharded.sorted() == names.sorted())
        // One variant of the file, by name, is the golden too; a name it lacks lists its variants.
        let one = try barscope(
            "render", dir + "/suite/mail.yaml", "-o", dir + "/one.png", "--png", "small", "--variant", "dark+iphone-se")
        #expect(one.status == 0 && one.stderr == "")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: dir + "/one.png"))
                == Data(contentsOf: URL(fileURLWithPath: dir + "/suite/mail@dark+iphone-se.png")))
        let unknown = try barscope("render", dir + "/suite/mail.yaml", "-o", dir + "/x.png", "--variant", "sepia")
        #expect(
            unknown.status == 2
                && unknown.stderr
                    == "barscope: error: --variant sepia: \(dir)/suite/mail.yaml has no variant of that name; its variants are light+iphone-se, light+iphone-15, dark+iphone-se, dark+iphone-15\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
        // A folder render writes each variant's PNG, byte for byte the golden.
        let render = try barscope("render", dir + "/suite", "-o", dir + "/out", "--png", "small")
        #expect(render.stdout == "rendered 4 of 4 scenes into \(dir)/out\n")
        for name in names {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: "\(dir)/out/\(name).png"))
                    == Data(contentsOf: URL(fileURLWithPath: "\(dir)/suite/\(name).png")), "\(name)")
        }
    }
}
