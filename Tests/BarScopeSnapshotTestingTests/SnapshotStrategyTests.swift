// Runs with the package trait `SnapshotTesting` (scripts/test enables it).
#if SnapshotTesting
    import BarScene
    import BarScopeSnapshotTesting
    import Foundation
    import SnapshotTesting
    import Testing

    /// swift-snapshot-testing on Linux with BarScope's strategy. The reference PNG is committed in
    /// `__Snapshots__/SnapshotStrategyTests/`; `scripts/test` runs with `SNAPSHOT_TESTING_RECORD=never`.
    @Suite struct SnapshotStrategyTests {
        static let scene = """
            ios: 11
            device: iphone-8
            content:
              color: "#336699"
            navigationBar:
              barTintColor: "#f8f8f8"
            """

        @Test func sceneMatchesReference() throws {
            let scene = try SceneParser.parse(Self.scene, file: "snapshot.yaml")
            assertSnapshot(of: scene, as: .barScope)
        }

        /// The diffing reports a pixel difference with its count, and stays silent for equal images
        /// however they are encoded.
        @Test func diffingComparesPixels() throws {
            let scene = try SceneParser.parse(Self.scene, file: "snapshot.yaml")
            let strategy = Snapshotting<Scene, Data>.barScope
            let other = try SceneParser.parse(
                Self.scene.replacingOccurrences(of: "#336699", with: "#336698"), file: "b.yaml")
            var a = Data(), b = Data()
            strategy.snapshot(scene).run { a = $0 }
            strategy.snapshot(other).run { b = $0 }
            #expect(strategy.diffing.diffV2(a, a) == nil)
            let message = try #require(strategy.diffing.diffV2(a, b)?.0)
            #expect(message.hasPrefix("Rendered bar differs from the reference: "))
            #expect(message.contains("max channel delta 1"))
        }
    }
#endif
