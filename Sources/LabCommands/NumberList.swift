import ArgumentParser
import Foundation

/// A comma-separated list of finite numbers on the command line, such as `0,0.1,0.5`.
struct NumberList: ExpressibleByArgument {
    let values: [Double]

    /// The most samples `--samples` may ask for.
    static let maximumSampleCount = 100_000

    init?(argument: String) {
        var values: [Double] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        self.values = values
    }

    /// `count` evenly spaced values from `start` to `end`, both included.
    static func evenlySpaced(_ count: Int, from start: Double, to end: Double) -> [Double] {
        guard count > 1 else { return [start] }
        return (0..<count).map { start + (end - start) * Double($0) / Double(count - 1) }
    }
}

