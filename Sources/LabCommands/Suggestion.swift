/// The name someone most likely meant when they mistyped one: for "Did you mean 'list'?".
enum Suggestion {
    /// The most edits a mistyped name may be from the name suggested (`lst` is one from `list`,
    /// `veloctiy` one from `velocity`: a swap of neighbours counts as one edit).
    static let maximumEdits = 2

    /// The name in `names` closest to `typed`, if one is close: at most ``maximumEdits`` edits
    /// away (and fewer than `typed` has characters, so `x` suggests nothing), or starting with
    /// `typed` when it has two characters or more (`vel` suggests `velocity`). Case is ignored;
    /// of equally close names the first is given.
    static func closest(to typed: String, in names: [String]) -> String? {
        let typedCharacters = Array(typed.lowercased())
        guard !typedCharacters.isEmpty else { return nil }
        var best: (name: String, rank: Int)?
        for name in names {
            let candidate = Array(name.lowercased())
            let edits = distance(typedCharacters, candidate)
            let rank: Int
            if edits <= maximumEdits, edits < typedCharacters.count {
                rank = edits
            } else if typedCharacters.count >= 2, candidate.starts(with: typedCharacters) {
                rank = maximumEdits + 1
            } else {
                continue
            }
            if best.map({ rank < $0.rank }) ?? true { best = (name, rank) }
        }
        return best?.name
    }

    /// The edits (insertions, deletions, substitutions, swaps of neighbours) that turn `a` into
    /// `b`: the optimal string alignment distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // rows[i][j]: the distance between a's first i characters and b's first j.
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let substitution = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = value
            }
        }
        return rows[a.count][b.count]
    }
}
