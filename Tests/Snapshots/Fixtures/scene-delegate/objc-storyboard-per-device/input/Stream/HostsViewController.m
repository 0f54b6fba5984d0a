#import "HostsViewController.h"

@implementation HostsViewController

@end
