import BarChecks
import BarImport
import BarScene
import Raster

/// `import --render`: each configuration drawn across releases and modes on one labelled
/// contact sheet (BarChecks' ContactSheet, as `barscope render --sheet` lays one out).
enum ImportSheets {
    /// The releases and modes of `--render`'s sheets.
    struct Matrix {
        var releases = [15, 18, 26]
        var modes = ["light", "dark"]

        init(ios: [String], modes: [String]) throws {
            if !ios.isEmpty {
                releases = []
                for word in ios.flatMap({ $0.split(separator: ",") }) {
                    let trimmed = word.trimmingCharacters(in: .whitespaces)
                    // 9 to 18, 26 or 27: the releases a scene takes.
                    guard let value = Int(trimmed), (9...18).contains(value) || (26...27).contains(value) else {
                        throw Failure(
                            message:
                                "--render-ios: \(word) is not a release; give 9 to 18, 26 or 27 (such as --render-ios 15,18,26)"
                        )
                    }
                    if !releases.contains(value) { releases.append(value) }
                }
            }
            if !modes.isEmpty {
                self.modes = []
                for word in modes.flatMap({ $0.split(separator: ",") }) {
                    let trimmed = word.trimmingCharacters(in: .whitespaces)
                    guard ["light", "dark"].contains(trimmed) else {
                        throw Failure(message: "--render-modes: \(word) is not a mode; give light, dark or light,dark")
                    }
                    if !self.modes.contains(trimmed) { self.modes.append(trimmed) }
                }
            }
        }
    }

    /// One configuration's sheet: a row per release (each clamped to its `#available` branch's
    /// releases, as its scenes are), a column per mode (light only before iOS 13, and only the
    /// Info.plist's style when it fixes one); each cell the bars' strips (`region: bars`).
    static func sheet(
        _ configuration: Configuration, result: ImportResult, matrix: Matrix, device: String?
    ) throws -> (image: Image, cells: Int) {
        var releases: [Int] = []
        for release in matrix.releases {
            var ios = release
            if let minimum = configuration.minimumIOS, ios < minimum { ios = minimum }
            if let maximum = configuration.maximumIOS, ios > maximum { ios = maximum }
            if !releases.contains(ios) { releases.append(ios) }
        }
        var modes = matrix.modes
        switch result.plist.userInterfaceStyle?.value {
        case "Dark": modes = ["dark"]
        case "Light": modes = ["light"]
        default: break
        }
        var cells: [ContactSheet.Cell] = []
        var columns = 1
        for ios in releases {
            let row = ios < 13 ? modes.filter { $0 == "light" }.ifEmpty(["light"]) : modes
            columns = max(columns, row.count)
            for mode in row {
                let text =
                    SceneWriter.sceneText(
                        configuration, ios: ios, dark: mode == "dark",
                        device: device ?? SceneOptions.defaultDevice(ios: ios), plist: result.plist)
                    + "region: bars\n"
                let name = "\(configuration.name)-ios\(ios)-\(mode).yaml"
                do {
                    let scene = try SceneParser.parse(text, file: name)
                    cells.append(
                        ContactSheet.Cell(
                            caption: "ios: \(ios), userInterfaceStyle: \(mode)",
                            image: try SceneRenderer.render(scene), scale: scene.device.scale))
                } catch {
                    throw Failure(message: "--render: \(name): \(error)")
                }
            }
        }
        do {
            return (try ContactSheet.make(cells, columns: columns), cells.count)
        } catch {
            throw Failure(message: "--render: \(configuration.name)-sheet.png: \(error)")
        }
    }
}

extension Array {
    func ifEmpty(_ other: [Element]) -> [Element] { isEmpty ? other : self }
}
