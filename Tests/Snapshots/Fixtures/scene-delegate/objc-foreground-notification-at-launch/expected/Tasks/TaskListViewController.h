#import <UIKit/UIKit.h>

@interface TaskListViewController : UIViewController <UIUserActivityRestoring>

@end
