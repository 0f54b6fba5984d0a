// Stand-in for the AVFoundation subset the fixtures use.
@_exported import Foundation

open class AVAudioSession: NSObject, @unchecked Sendable {
    public struct Category: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    }
    public struct Mode: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    }
    open class func sharedInstance() -> AVAudioSession { AVAudioSession() }
    open func setCategory(_ category: Category) throws {}
    open func setCategory(_ category: Category, mode: Mode, options: UInt = 0) throws {}
    open func setActive(_ active: Bool) throws {}
}

open class AVPlayer: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init(url: URL) { super.init() }
    open func play() {}
    open func pause() {}
    open var rate: Float = 0
}
