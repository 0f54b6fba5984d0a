#import <UIKit/UIKit.h>
#import "SynthAppDelegate.h"

int main(int argc, char *argv[]) {
	@autoreleasepool {
		return UIApplicationMain(argc, argv, nil, NSStringFromClass([SynthAppDelegate class]));
	}
}
