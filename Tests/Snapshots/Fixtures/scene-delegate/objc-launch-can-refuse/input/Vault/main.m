#import <UIKit/UIKit.h>
#import "VaultAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([VaultAppDelegate class]));
    }
}
