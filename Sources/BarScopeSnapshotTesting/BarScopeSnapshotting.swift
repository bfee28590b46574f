// Compiled only with the package trait `SnapshotTesting` (see Package.swift), so that packages
// which do not ask for it never fetch or build swift-snapshot-testing.
#if SnapshotTesting
    import BarChecks
    import BarScene
    import Foundation
    import Raster
    import RasterPNG
    import SnapshotTesting

    /// PNG references compared pixel by pixel with BarScope's ``ImageDiff``, on every platform.
    ///
    /// swift-snapshot-testing's own image strategies need UIKit or AppKit; this one needs only
    /// libpng, so the same snapshot test runs on Linux CI and on a Mac.
    extension Diffing where Value == Data {
        /// PNG data compared as decoded pixels (so two encodings of one image are equal).
        /// A failure message gives the count, the bounding box and the largest differences, and
        /// the diff image (reference faded, differences red) is attached as `diff.png`.
        public static func barScopePNG(_ options: DiffOptions = .exact) -> Diffing {
            .diff(
                toData: { $0 },
                fromData: { $0 },
                diffV2: { reference, actual in
                    let decodedReference: StraightImage, decodedActual: StraightImage
                    do {
                        decodedReference = try PNGDecoder.decode([UInt8](reference), path: "reference").image
                        decodedActual = try PNGDecoder.decode([UInt8](actual), path: "actual").image
                    } catch {
                        return ("BarScope could not compare the snapshots: \(error)", [])
                    }
                    let diff = ImageDiff.compare(decodedReference, decodedActual, options: options)
                    guard !diff.isEqual else { return nil }
                    var attachments: [DiffAttachment] = []
                    if let image = diff.image, let png = try? PNGEncoder.encode(image, preset: .fast) {
                        attachments.append(.data(Data(png), name: "diff.png"))
                    }
                    return ("Rendered bar differs from the reference: \(diff.summary)", attachments)
                })
        }
    }

    extension Snapshotting where Value == Image, Format == Data {
        /// An image rendered by BarScope, as a PNG snapshot (`small` preset, so references stay small).
        public static var barScopePNG: Snapshotting { barScopePNG() }

        /// An image rendered by BarScope, compared with the given tolerances.
        public static func barScopePNG(_ options: DiffOptions = .exact) -> Snapshotting {
            Snapshotting(pathExtension: "png", diffing: .barScopePNG(options)) { image in
                // Encoding an in-memory image only fails for impossible sizes, which Image already refuses.
                Data((try? PNGEncoder.encode(image, preset: .small)) ?? [])
            }
        }
    }

    extension Snapshotting where Value == Scene, Format == Data {
        /// A scene rendered to a full-screen PNG snapshot.
        public static var barScope: Snapshotting { barScope() }

        /// A scene rendered to a full-screen PNG snapshot, compared with the given tolerances.
        ///
        /// A scene that cannot be rendered (say, a background image file that is missing) becomes
        /// a snapshot whose comparison fails with the scene's error message; parse scenes with
        /// `SceneParser` in the test so that such errors surface there first.
        public static func barScope(_ options: DiffOptions = .exact) -> Snapshotting {
            Snapshotting(pathExtension: "png", diffing: .barScopePNG(options)) { scene in
                do {
                    return Data(try PNGEncoder.encode(try SceneRenderer.render(scene), preset: .small))
                } catch {
                    return Data("\(error)".utf8)
                }
            }
        }
    }
#endif
