#import <UIKit/UIKit.h>

@interface PasscodeCover : NSObject

+ (void)show;

@end
