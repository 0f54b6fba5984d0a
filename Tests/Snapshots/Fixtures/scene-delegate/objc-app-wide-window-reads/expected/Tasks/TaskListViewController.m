#import "TaskListViewController.h"

@interface TaskListViewController ()

@property (nonatomic, strong) UIWindow *hostWindow;
@property (nonatomic) NSUInteger windowCount;

@end

@implementation TaskListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Tasks";
    self.hostWindow = [UIApplication sharedApplication].keyWindow; // expect: scene-delegate SCENE-A2
    self.windowCount = [[UIApplication sharedApplication] windows].count; // expect: scene-delegate SCENE-A3
}

- (void)logWindowsOfApplication:(UIApplication *)application {
    NSLog(@"%lu windows", (unsigned long)application.windows.count); // expect: scene-delegate SCENE-A3
}

- (void)restoreUserActivityState:(NSUserActivity *)activity {
    NSLog(@"task list restores %@", activity.activityType);
}

@end
