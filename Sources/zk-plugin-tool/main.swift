import Foundation
import ZKBuild

// What the ZKBuildPlugin build-tool plugin runs: the checks, then BrandTokens.swift.
exit(PluginTool.main())
