#import "EntriesViewController.h"

@implementation EntriesViewController

@end
