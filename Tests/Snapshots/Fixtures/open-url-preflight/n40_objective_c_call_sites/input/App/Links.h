#import <UIKit/UIKit.h>

@protocol Opening
// Declarations, not calls.
- (BOOL)canOpenURL:(NSURL *)url;
- (void)openURL:(NSURL *)url;
@end

@interface Links : NSObject
@property (nonatomic, strong) id<Opening> router;
@end
