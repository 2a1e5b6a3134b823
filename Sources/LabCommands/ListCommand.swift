import ArgumentParser
import Demos

/// `transition-lab list`: the transitions, their hosts, and the example scripts.
struct ListCommand: TextCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Name every transition, the hosts it runs in, and the example gesture scripts."
    )

    func output() throws -> String {
        var lines = ["Transitions (transition-lab run NAME --host HOST):"]
        let width = DemoTransition.allCases.map(\.rawValue.count).max() ?? 0
        for transition in DemoTransition.allCases {
            let name = transition.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("  \(name)  \(transition.summary) [hosts: \(transition.hosts.map(\.rawValue).joined(separator: ", "))]")
        }
        lines.append("")
        lines.append("Example scripts (--script NAME):")
        let scriptWidth = ExampleScript.all.map(\.name.count).max() ?? 0
        for script in ExampleScript.all {
            lines.append("  \(script.name.padding(toLength: scriptWidth, withPad: " ", startingAt: 0))  \(script.writtenFor): \(script.summary)")
        }
        lines.append("")
        lines.append("Demo scenes (transition-lab demo):")
        for scene in DemoScene.demo { lines.append("  \(scene.identifier): \(scene.summary)") }
        return lines.joined(separator: "\n")
    }
}
