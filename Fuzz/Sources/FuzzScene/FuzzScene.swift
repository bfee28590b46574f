import CFuzzDriver
import BarLayers
import BarScene

/// Parses any text as a scene file; a scene that parses must build its bar's layer tree.
/// Relative image paths resolve into a folder that does not exist, so inputs cannot read files
/// beyond what an absolute path names (and those are bounded: regular files only, size-limited).
func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let scene: Scene
    do {
        scene = try SceneParser.parse(text, file: "fuzz.yaml", directory: "/nonexistent-barscope-fuzz/")
    } catch {
        // Every message quotes values shortened (issue 16): none may bury its line.
        precondition(error.description.utf8.count < 2048, "a message of \(error.description.utf8.count) bytes")
        return 0
    }
    if let bars = try? scene.barLayers() {
        _ = bars.drawingOrder.map { $0.treeDescription() }
        // The compositor's trees, with every bar image sampled for the size it is drawn at.
        _ = try? scene.countRenderNodes(of: bars.drawingOrder)
    }
    return 0
}

/// The entry point SwiftPM links as `main` (it names an executable's entry `MODULE_main`).
@_cdecl("FuzzScene_main")
public func fuzzSceneMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_main(argc, argv) { data, size in fuzzScene(data, size) }
}
