import Foundation
import ZKBuild

exit(ZKBuildCommand.main())
