import Foundation
import ZKBrandCLI
import ZKCore

// zk-marketing: checks the brand tokens and store-listing templates, renders the listings in
// fastlane's layout and writes the brand outputs for the app (see MarketingTool).
exit(
    ToolMain.run(
        spec: MarketingTool.spec, version: MarketingTool.version, registry: MarketingTool.registry,
        handler: MarketingTool.run))
