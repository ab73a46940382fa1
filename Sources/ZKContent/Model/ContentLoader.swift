import ZKCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the content folder from disk into a `ContentInput`: every `.json` file (outside
/// `dictionaries/`, which zk-dawg owns) read and parsed in parallel, the list of all files, and
/// the asset catalogs with the size and image header of each of their files.
public enum ContentLoader {
    /// `projectRoot` is absolute; `contentPath` is project-relative (`Content`); `catalogs` are
    /// the configured asset catalogs (nil: every `.xcassets` under the content folder).
    /// With `tapes`, the content files (not the schemas, not the catalogs' `Contents.json`) are
    /// read as tapes when they read cleanly: what schema validation alone needs, in a fraction of
    /// the time and memory of trees. A file the host declared (`declared`) is read even through a
    /// link that leads outside the repository.
    public static func load(
        projectRoot: String, contentPath: String, jobs: Int, catalogs: [AssetCatalogSource]? = nil, tapes: Bool = false,
        declared: DeclaredInputs = .none
    ) -> ContentInput {
        @Sendable func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : projectRoot + "/" + path }
        let files =
            contentFiles(projectRoot: projectRoot, contentPath: contentPath)
            + catalogFiles(projectRoot: projectRoot, contentPath: contentPath, catalogs: catalogs)
        let jsonFiles = files.filter { $0.hasSuffix(".json") }
        // A file behind a symbolic link that leads outside the repository is not read (one
        // error at the link, as zk-build reports it; the target is never named or quoted).
        let repository = RepositoryPlace.find(from: projectRoot).root
        let boundary = SymbolicLinkGuard.realPath(repository) ?? repository
        let loaded = parallelMap(jsonFiles, jobs: jobs) { display -> Result<ContentDocument, DiagnosticError> in
            if !display.hasPrefix("/"), !declared.contains(display, directory: projectRoot),
                let link = SymbolicLinkGuard.escapingLink(in: display, root: projectRoot, boundary: boundary)
            {
                return .failure(DiagnosticError(SymbolicLinkGuard.escaping(link)))
            }
            return FileReader.read(absolute(display), displayPath: display).map { file in
                let kind = ContentKind.of(
                    display.hasPrefix(contentPath + "/") ? String(display.dropFirst(contentPath.count + 1)) : display)
                if tapes, kind != .schema, kind != .assetCatalog, let tape = JSONTape.read(file) {
                    return ContentDocument(
                        path: display, file: file, parse: JSONParseResult(value: nil, diagnostics: []), tape: tape)
                }
                return ContentDocument(path: display, file: file, parse: JSONReader.read(file))
            }
        }
        return input(
            root: contentPath, loaded: loaded, files: files, catalogs: catalogs,
            facts: probe(
                files, catalogs: catalogs, root: contentPath, projectRoot: projectRoot, jobs: jobs, absolute: absolute,
                declared: declared))
    }

    /// Project-relative paths of the files under the content folder, `dictionaries/` left out,
    /// sorted (the walker's order, which the common prefix keeps).
    public static func contentFiles(projectRoot: String, contentPath: String) -> [String] {
        let absoluteRoot = contentPath.hasPrefix("/") ? contentPath : projectRoot + "/" + contentPath
        let dictionaries = contentPath + "/dictionaries/"
        var files = DirectoryWalker.files(under: absoluteRoot, prefix: contentPath)
        files.removeAll { $0.hasPrefix(dictionaries) }
        return files
    }

    /// Project-relative paths of the files of configured catalogs outside the content folder.
    public static func catalogFiles(
        projectRoot: String, contentPath: String, catalogs: [AssetCatalogSource]?
    ) -> [String] {
        (catalogs ?? []).filter { !$0.path.hasPrefix(contentPath + "/") }.flatMap { source in
            let absolute = source.path.hasPrefix("/") ? source.path : projectRoot + "/" + source.path
            return DirectoryWalker.files(under: absolute).map { source.path + "/" + $0 }
        }
    }

    /// The size and header of every file of the catalogs and of every Icon Composer document's
    /// layer image, read in parallel with bounded reads.
    public static func probe(
        _ files: [String], catalogs: [AssetCatalogSource]?, root: String, projectRoot: String, jobs: Int,
        absolute: @escaping @Sendable (String) -> String, declared: DeclaredInputs = .none
    ) -> [CodePointString: CatalogFileFacts] {
        let sources = catalogs ?? AssetCatalogSource.conventional(files: files, under: root)
        let inCatalogs = files.filter { path in
            (!path.hasSuffix("/Contents.json") && sources.contains { path.hasPrefix($0.path + "/") })
                || IconDocument.isAssetFile(path)
        }
        // An image that is a link to a file outside the repository (a token, `/proc/…`) is never
        // opened: its bytes would be quoted in a diagnostic.
        let repository = RepositoryPlace.find(from: projectRoot).root
        let boundary = SymbolicLinkGuard.realPath(repository) ?? repository
        let facts = parallelMap(inCatalogs, jobs: jobs) { path -> (String, CatalogFileFacts?, Int?) in
            let full = absolute(path)
            if !declared.contains(path, directory: projectRoot), let real = SymbolicLinkGuard.realPath(full),
                !SymbolicLinkGuard.isInside(real, boundary)
            {
                return (path, CatalogFileFacts(size: 0, header: .failure(.outsideRepository)), nil)
            }
            // A FIFO or a device named as an image is reported, never opened for reading.
            var info = stat()
            if stat(full, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, (info.st_mode & S_IFMT) != S_IFDIR {
                return (
                    path, CatalogFileFacts(size: 0, header: .failure(.notAFile(FileReader.kindName(info.st_mode)))), nil
                )
            }
            guard let source = try? FileBytes(path: full) else { return (path, nil, nil) }
            let fact = CatalogFileFacts.of(path: path, source: source, decodePixels: false)
            return (path, fact, fact.wantsPixels(path) ? PNGTransparency.decodedSize(source) : nil)
        }
        var byPath: [CodePointString: CatalogFileFacts] = [:]
        for (path, fact, _) in facts { if let fact { byPath[CodePointString(path)] = fact } }
        // The icons' pixels within the run's budget, given out in path order (the same icons
        // are decoded whatever the threads do); from the first that does not fit on, the icons
        // are marked, not decoded.
        var remaining = PNGTransparency.runBudget
        var decode: [String] = []
        for (path, fact, cost) in facts.sorted(by: { $0.0.precedesByCodePoints($1.0) }) {
            guard fact != nil, let cost else { continue }
            if cost == 0 || cost <= remaining {
                remaining -= cost
                decode.append(path)
            } else {
                remaining = -1
                byPath[CodePointString(path)]?.overBudget = true
            }
        }
        let decoded = parallelMap(decode, jobs: jobs) { path -> (String, Bool?) in
            guard let source = try? FileBytes(path: absolute(path)) else { return (path, nil) }
            return (path, PNGTransparency.hasTransparentPixels(source))
        }
        for (path, transparent) in decoded { byPath[CodePointString(path)]?.transparentPixels = transparent }
        return byPath
    }

    /// Assembles an input from documents read elsewhere (the zk-build stage reads through its
    /// shared file cache).
    public static func input(
        root: String, loaded: [Result<ContentDocument, DiagnosticError>], files: [String],
        catalogs: [AssetCatalogSource]? = nil, facts: [CodePointString: CatalogFileFacts] = [:]
    ) -> ContentInput {
        var documents: [ContentDocument] = []
        var diagnostics: [Diagnostic] = []
        for result in loaded {
            switch result {
            case .success(let document): documents.append(document)
            case .failure(let error): diagnostics.append(error.diagnostic)
            }
        }
        return ContentInput(
            root: root, documents: documents, files: files, readDiagnostics: diagnostics, catalogs: catalogs,
            catalogFiles: facts)
    }
}
