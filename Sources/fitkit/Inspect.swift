import ArgumentParser

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Summarise FIT files.")
    @Argument var files: [String]
    func run() throws {}
}
