#import <UIKit/UIKit.h>
#import "JournalAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([JournalAppDelegate class]));
    }
}
