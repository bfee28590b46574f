import CFuzzDriver
import BarLayers
import BarScene

/// Parses any text as a scene file; a scene that parses must build its bar's layer tree.
/// Relative image paths resolve into a folder that does not exist, so inputs cannot read files
/// beyond what an absolute path names (and those are bounded: regular files only, size-limited).
func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let scene = try? SceneParser.parse(text, file: "fuzz.yaml", directory: "/nonexistent-barscope-fuzz/") else { return 0 }
    if let bar = try? scene.navigationBarLayer() {
        _ = bar.treeDescription()
    }
    return 0
}

/// The entry point SwiftPM links as `main` (it names an executable's entry `MODULE_main`).
@_cdecl("FuzzScene_main")
public func fuzzSceneMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_main(argc, argv) { data, size in fuzzScene(data, size) }
}
