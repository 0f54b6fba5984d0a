#import "SynthAppDelegate.h"
#include <vector>

namespace synth {
struct Voice {
	int note;
};

static int loudest(const std::vector<Voice> &voices) {
	int loudest = 0;
	for (const auto &voice : voices) {
		loudest = voice.note > loudest ? voice.note : loudest;
	}
	return loudest;
}
}

@interface PatchViewController : UIViewController
@end

@implementation PatchViewController
@end

@implementation SynthAppDelegate // expect: scene-delegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
	std::vector<synth::Voice> voices{{60}, {64}, {67}};
	auto describe = [&](int note) { return [NSString stringWithFormat:@"note %d", note]; };
	self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
	self.window.rootViewController = [PatchViewController new];
	[self.window makeKeyAndVisible];
	NSLog(@"synth ready, loudest %@", describe(synth::loudest(voices)));
	return YES;
}

- (void)applicationDidBecomeActive:(UIApplication *)application {
	NSLog(@"audio engine running");
}

#if DEBUG
- (void)applicationWillResignActive:(UIApplication *)application {
	NSLog(@"audio engine paused (debug)");
}
#else
- (void)applicationWillResignActive:(UIApplication *)application {
	NSLog(@"audio engine paused");
}
#endif

#ifdef SYNTH_LOGGING
- (void)applicationDidEnterBackground:(UIApplication *)application {
	NSLog(@"flushing the log");
}
#endif

@end
