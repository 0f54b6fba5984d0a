#import "TaskListViewController.h"

@implementation TaskListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Tasks";
}

- (void)restoreUserActivityState:(NSUserActivity *)activity {
    NSLog(@"task list restores %@", activity.activityType);
}

@end
