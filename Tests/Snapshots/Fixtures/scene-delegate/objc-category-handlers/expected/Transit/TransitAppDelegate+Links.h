#import "TransitAppDelegate.h"

@interface TransitAppDelegate (Links)

@end
