import CLazyLoad
import Foundation
import Testing
import TestSupport

/// The C libraries are loaded on first use (CLazyLoad): a missing one is one line naming its Debian package.
@Suite struct LazyLibraryTests {
    /// A machine without one of those libraries gets one line naming it and the Debian package to install.
    @Test func aMissingSystemLibraryIsReportedWithItsPackage() {
        var library = LazyLibrary()
        library.soname = UnsafePointer(strdup("libfitkit-absent.so.9"))
        library.package = UnsafePointer(strdup("fitkit-absent"))
        let message = lazy_library_open(&library).map { String(cString: $0) }
        #expect(message?.hasPrefix("cannot load libfitkit-absent.so.9 (install Debian's fitkit-absent): ") == true)
        #expect(message?.contains("\n") == false)
    }
}
