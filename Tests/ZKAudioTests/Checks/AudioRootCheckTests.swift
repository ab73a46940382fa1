import Foundation
import Testing
import ZKCore

@testable import ZKAudio

@Suite struct AudioRootCheckTests {
    @Test func audioRootThatIsNotADirectory() {
        let store = DiskAudioFiles(root: "/nonexistent/zk-audio-root", displayName: "Resources")
        let problem = store.rootProblem(configuredIn: "--audio-root")
        #expect(problem?.code == AudioRootCheck.audioRootMissing.code)
        #expect(problem?.message == "audio root 'Resources' (--audio-root) is not a directory")
        #expect(DiskAudioFiles(root: NSTemporaryDirectory()).rootProblem() == nil)
    }
}
