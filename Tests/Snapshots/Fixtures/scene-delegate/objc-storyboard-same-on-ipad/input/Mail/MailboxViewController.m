#import "MailboxViewController.h"

@implementation MailboxViewController

@end
