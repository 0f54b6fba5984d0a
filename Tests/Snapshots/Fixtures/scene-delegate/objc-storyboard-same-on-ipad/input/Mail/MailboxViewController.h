#import <UIKit/UIKit.h>

@interface MailboxViewController : UIViewController

@end
