#import "EntriesSplitViewController.h"

@implementation EntriesSplitViewController

@end
