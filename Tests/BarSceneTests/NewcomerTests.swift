import Foundation
import Testing
import TestSupport

@testable import BarLayers
@testable import BarScene
@testable import Raster
@testable import RasterPNG

/// Issue 43, items 7 to 12: what a new user hit, each now named with its fix.
struct NewcomerTests {
    static let head = "ios: 17\ndevice: iphone-13\ncontent: {color: \"#ffffff\"}\n"

    /// Item 7: an unquoted colour is a YAML comment. In a flow mapping it comments out the
    /// closing brace, which libyaml reported missing past the end of the file; in a block
    /// mapping the key was merely "empty". Both now name the line and the colour to quote.
    @Test func anUnquotedColourIsNamedOnItsLine() {
        #expect(
            parseError(Self.head + "navigationBar: {barTintColor: #5B2C9F}\n")
                == "scene.yaml:4: barTintColor: #5B2C9F is read as a YAML comment (an unquoted # starts one), so the key has no value; quote the colour: \"#5B2C9F\""
        )
        #expect(
            parseError(
                Self.head + "navigationBar: {barTintColor: #5B2C9F, translucent: false}\nnavigationItem: {title: A}\n")
                == "scene.yaml:4: barTintColor: #5B2C9F is read as a YAML comment (an unquoted # starts one), so the key has no value; quote the colour: \"#5B2C9F\""
        )
        #expect(
            parseError(Self.head + "navigationBar:\n  barTintColor: #5B2C9F\n  translucent: false\n")
                == "scene.yaml:5: navigationBar.barTintColor: #5B2C9F is read as a YAML comment (an unquoted # starts one), so the key has no value; quote the colour: \"#5B2C9F\""
        )
        // A comment that is not a colour, or after a key that is not a colour's, is left alone.
        #expect(
            parseError(Self.head + "navigationBar: # the bar\n  barTintColor: \"#5B2C9F\" # purple\n") == "no error")
        #expect(
            SceneParser.colourComments("a: \"x # y\" # z\ntintColor: '#fff' # #ffffff\ncolor: #12345\n").isEmpty)
    }

    /// Item 8: a tab in the indentation is called a tab, not "a character that cannot start any
    /// token".
    @Test func aTabInTheIndentationIsCalledATab() {
        #expect(
            parseError(Self.head + "navigationBar:\n\tbarTintColor: \"#5B2C9F\"\n")
                == "scene.yaml:5: a tab at column 1, where YAML allows spaces only; indent with spaces")
        #expect(
            parseError(Self.head + "navigationBar:\n  barTintColor: \"#5B2C9F\"\n  \ttranslucent: false\n")
                == "scene.yaml:6: a tab at column 3, where YAML allows spaces only; indent with spaces")
        // Other syntax errors keep libyaml's words.
        #expect(
            parseError(Self.head + "navigationBar: [a\n")
                == "scene.yaml:5: malformed YAML: did not find expected ',' or ']' (while parsing a flow sequence); fix the syntax at that line"
        )
    }
}
