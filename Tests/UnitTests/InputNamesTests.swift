import Testing

@testable import FITInput

/// What outputs made from an input are named after (`{stem}` in `export -o`): the file's name without its
/// folders, compression, archive and `.fit` endings, worked out by hand for each name.
@Suite struct InputNamesTests {
    @Test(arguments: [
        ("a/b/ride.fit.gz", "ride"), ("ride.FIT", "ride"), ("Ride.Fit.XZ", "Ride"), ("x/rides.tar.gz", "rides"),
        ("x/rides.ZIP", "rides"), ("ride.fit.gz.zip", "ride.fit.gz"), ("a//b.fit", "b"), ("dir/", "dir"),
        ("dir//", "dir"), ("/", "/"), ("", "activity"), (".fit", "activity"), ("-", "stdin"),
        ("notes.txt", "notes.txt"), ("ÉTAPE 3.fit", "ÉTAPE 3"), ("a/b", "b")
    ])
    func stem(name: String, expected: String) {
        #expect(InputNames.stem(of: name) == expected)
    }
}
