import BarLayers
import Raster
import Typesetting
import Vector

extension Scene {
    /// The status bar with its items (`statusBar:`), or nil when the scene draws none: the time
    /// as text, the cellular signal, Wi-Fi and the battery as glyphs, in the style's colour.
    /// A scene's status bar follows the navigation bar's `barStyle` unless it names a style,
    /// as a navigation controller's does (black → light content).
    public func statusBarLayer() throws(FontError) -> Layer? {
        // UIKit hides the status bar in compact height (LandscapeMetrics).
        guard let status = statusBar, screen.showsStatusBar else { return nil }
        // Before iOS 13 the navigation controller's bar style decides (black → light content);
        // from iOS 13 `default` follows the bar's trait, which a black bar makes dark.
        let release = self.release
        let trait =
            release.offers(.darkContentStatusBar)
            ? navigationBar.trait(userInterfaceStyle) : (navigationBar.barStyle == .black ? .dark : .light)
        let color = (status.style ?? .default).color(trait)
        let device = screen.device
        // An iPad before iOS 12 lays its 20 pt bar out as a phone's, its name where a phone's
        // carrier is and no signal (``PadBarMetrics/statusBarShowsDate``).
        let oldPad = device.idiom == .pad && !release.padBars.statusBarShowsDate
        let m = oldPad ? StatusBarMetrics.legacy : device.statusBarMetrics
        // The screen as held: an iPad keeps its status bar on its side.
        let width = screen.widthPoints, height = device.statusBarHeight
        let timeSize = try fonts.style(m.timeWeight, size: m.timeSize, tracking: release.tracking)
        let edges: (leading: Double, trailing: Double)?
        if case let .edges(leading, trailing) = m.placement { edges = (leading, trailing) } else { edges = nil }
        var isPad = false
        if case .pad = m.placement { isPad = true }
        // The clock shows its period on the 20 pt bar and on an iPad (UIKit's defaults key
        // `StatusBarHidesAMPM` hides it there), not around a notch or island.
        let time = TextLine(
            status.time ?? StatusBarContent.defaultTime(split: edges == nil && !isPad), style: timeSize)
        // The carrier's name, on the 20 pt bar only, in its regular weight.
        let carrierText =
            edges == nil
            ? "" : status.carrier ?? (oldPad ? StatusBarContent.defaultPadName : StatusBarContent.defaultCarrier)
        let carrier =
            carrierText.isEmpty
            ? nil
            : TextLine(carrierText, style: try fonts.style(.regular, size: m.timeSize, tracking: release.tracking))
        // Glyphs, each in its box, and its box's width.
        let dots = release.statusBar == .signalDots
        let cellularPath =
            dots
            ? StatusGlyphs.signalDots(diameter: m.signalDots.diameter, gap: m.signalDots.gap)
            : StatusGlyphs.cellularBars(width: m.cellular.width, height: m.cellular.height)
        let cellularWidth = dots ? 5 * m.signalDots.diameter + 4 * m.signalDots.gap : m.cellular.width
        let wifi = StatusGlyphs.wifi(width: m.wifiWidth)
        let wifiHeight = wifi.bounds.map { $0.maxY } ?? 0
        let battery = StatusGlyphs.battery(
            width: m.battery.width, height: m.battery.height, radius: m.batteryRadius, stroke: 1,
            level: status.batteryLevel)
        let batteryWidth = m.battery.width + StatusGlyphs.batteryCapReach
        let cellularHeight = cellularPath.bounds.map { $0.maxY } ?? 0

        // An iPad's status bar shows the date after the time (the default: Apple's WWDC 2024
        // keynote date, as iPad screenshots of that year show it) and no cellular signal.
        var date: TextLine?
        var timeX: Double, cellularX: Double, wifiX: Double, batteryX: Double, carrierX = 0.0
        let gap = m.spacing + m.clusterExtraSpacing
        let cluster = cellularWidth + gap + m.wifiWidth + gap + batteryWidth
        switch m.placement {
        case let .edges(leading, trailing):
            timeX = (width - time.width) / 2
            cellularX = leading
            carrierX = oldPad ? leading : cellularX + cellularWidth + m.spacing
            wifiX = carrierX + (carrier.map { $0.width + m.spacing } ?? 0)
            batteryX = width - trailing - batteryWidth
        case let .centred(timeCentre, clusterCentre):
            timeX = timeCentre - time.width / 2
            cellularX = clusterCentre - cluster / 2
            wifiX = cellularX + cellularWidth + gap
            batteryX = wifiX + m.wifiWidth + gap
        case let .pad(leading, trailing, dateGap):
            timeX = leading
            date = TextLine(StatusBarContent.defaultPadDate, style: timeSize)
            carrierX = timeX + time.width + dateGap
            batteryX = width - trailing - batteryWidth
            wifiX = batteryX - m.spacing - m.wifiWidth
            cellularX = wifiX
        }
        func glyph(
            _ name: String, _ className: String, x: Double, height h: Double, width w: Double, _ paths: [Path],
            _ colors: [RGBA8]
        ) -> Layer {
            let y: Double
            switch m.glyphs {
            case let .centred(centre): y = centre - h / 2
            case .onBaseline: y = m.timeBaseline - h
            }
            return Layer(
                className: className, frame: PointRect(x: x, y: y, width: w, height: h),
                drawing: .shapes(name: name, paths, colors: colors), source: m.source)
        }
        let legacy = (edges != nil || isPad) && release.statusBar != .modern
        // The modern status bar's battery outline is drawn at 35 % (the design kit's outline
        // opacity), its level full; the legacy bar's outline is solid.
        let outline = legacy ? color : color.with(alpha: UInt8(Fixed8.quantize(0.35 * Double(color.a) / 255)))
        let timeFrame = PointRect(
            x: timeX, y: m.timeBaseline - timeSize.ascent, width: time.width, height: timeSize.ascent + timeSize.descent
        )
        let carrierItem = carrier.map { line in
            Layer(
                className: legacy ? "UIStatusBarServiceItemView" : "_UIStatusBarStringView",
                frame: PointRect(x: carrierX, y: timeFrame.y, width: line.width, height: timeFrame.height),
                drawing: .text(line, color: color, x: 0, baseline: m.timeBaseline - timeFrame.y), source: m.source)
        }
        let dateItem = date.map { line in
            Layer(
                className: "_UIStatusBarStringView",
                frame: PointRect(x: carrierX, y: timeFrame.y, width: line.width, height: timeFrame.height),
                drawing: .text(line, color: color, x: 0, baseline: m.timeBaseline - timeFrame.y), source: m.source)
        }
        var items =
            [
                glyph(
                    "cellular", legacy ? "UIStatusBarSignalStrengthItemView" : "_UIStatusBarCellularSignalView",
                    x: cellularX, height: cellularHeight,
                    width: cellularWidth, [cellularPath], [color]),
                glyph(
                    "wifi", legacy ? "UIStatusBarDataNetworkItemView" : "_UIStatusBarWifiSignalView", x: wifiX,
                    height: wifiHeight, width: m.wifiWidth,
                    [wifi], [color]),
                Layer(
                    className: legacy ? "UIStatusBarTimeItemView" : "_UIStatusBarStringView", frame: timeFrame,
                    drawing: .text(time, color: color, x: 0, baseline: m.timeBaseline - timeFrame.y), source: m.source),
                glyph(
                    "battery", legacy ? "UIStatusBarBatteryItemView" : "_UIBatteryView", x: batteryX,
                    height: m.battery.height, width: batteryWidth,
                    [battery.outline, battery.level], [outline, color]),
            ] + (carrierItem.map { [$0] } ?? []) + (dateItem.map { [$0] } ?? [])
        // An iPad has no cellular signal here (the Wi-Fi models'; BarScope draws those), its
        // name or the date beside Wi-Fi or the time.
        if date != nil || oldPad { items.removeFirst() }
        if layoutDirection == .rightToLeft {
            // Right to left the status bar's regions swap sides: the clock to the right and the
            // cluster to the left on the split bar, the signal and the battery on the 20 pt
            // one, and the battery turns round (its terminal at the left); the signal and
            // Wi-Fi glyphs keep their look. UIKit's decompiled iOS 18.2 code (UIKitCore in
            // EthanArbuckle's public iPhone17-1_18.2_22C152_Restore dump): UIStatusBar_Modern
            // takes its direction from SpringBoard's (the device's language, which BarScope
            // takes to be the app's), _UIStatusBarVisualProvider_Split pins the clock to the
            // leading region and the cluster to the trailing one, and _UIBatteryView mirrors
            // its body. No screenshot BarScope could cite confirms it.
            items = items.map { item in
                var isBattery = false
                if case .shapes("battery", _, _)? = item.drawing { isBattery = true }
                var mirrored = isBattery ? item.drawingTurnedRound() : item
                mirrored.frame.x = width - item.frame.x - item.frame.width
                return mirrored
            }
        }
        let frame = PointRect(x: 0, y: 0, width: width, height: height)
        if legacy {
            return Layer(
                className: "UIStatusBar", frame: frame,
                children: [
                    Layer(
                        className: "UIStatusBarForegroundView", frame: frame, children: items,
                        source: "status bar height: Device table")
                ])
        }
        return Layer(
            className: "UIStatusBar_Modern", frame: frame,
            children: [
                Layer(
                    className: "_UIStatusBar", frame: frame,
                    children: [
                        Layer(
                            className: "_UIStatusBarForegroundView", frame: frame, children: items,
                            source: "status bar height: Device table")
                    ])
            ])
    }
}
