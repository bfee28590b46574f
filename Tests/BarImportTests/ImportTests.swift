import Testing
@testable import BarImport
