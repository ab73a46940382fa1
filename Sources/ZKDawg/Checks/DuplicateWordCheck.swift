import ZKCore

/// Drops repeated words after sorting, reporting each repeat (ZK1013, a warning) with a note at
/// the first occurrence. The sort is stable, so the first of a run of equal words is the one
/// read first.
enum DuplicateWordCheck {
    /// The sorted order without repeats.
    static func unique(_ pool: WordPool, order: [Int32], files: [SourceFile], limiter: inout DiagnosticLimiter) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(order.count)
        var firstOfRun = -1
        for item in order {
            let index = Int(item)
            if let last = result.last, pool.word(Int(last)) == pool.word(index) {
                let origin = pool.origins[index], firstOrigin = pool.origins[firstOfRun]
                let file = files[WordPool.file(of: origin)]
                guard limiter.admit(ZKDawgCodes.duplicateWord, path: file.path) else { continue }
                let firstFile = files[WordPool.file(of: firstOrigin)]
                let text = file.lineText(file.line(ofOffset: WordPool.offset(of: origin)))?.trimmingCharacters(in: .whitespaces) ?? ""
                limiter.append(Diagnostic(
                    ZKDawgCodes.duplicateWord, "duplicate word '\(text)'",
                    at: file.location(ofOffset: WordPool.offset(of: origin)),
                    notes: [.init("first occurrence here", at: firstFile.location(ofOffset: WordPool.offset(of: firstOrigin)))]))
                continue
            }
            firstOfRun = index
            result.append(item)
        }
        return result
    }
}
