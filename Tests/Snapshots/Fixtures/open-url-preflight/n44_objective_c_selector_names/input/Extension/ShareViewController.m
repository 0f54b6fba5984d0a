#import <UIKit/UIKit.h>

@interface ShareViewController : UIViewController
@end

static NSString *const OpenURLSelectorName = @"openURL:"; // expect: open-url-preflight URL-W9

@implementation ShareViewController

- (void)openHost:(NSURL *)url {
    SEL selector = NSSelectorFromString(@"openURL:"); // expect: open-url-preflight URL-W9
    UIResponder *responder = self;
    while (responder) {
        if ([responder respondsToSelector:selector]) {
            [responder performSelector:selector withObject:url];
        }
        responder = [responder nextResponder];
    }
}

- (void)openHostByUid:(NSURL *)url {
    SEL selector = sel_registerName("openURL:"); // expect: open-url-preflight URL-W9
    SEL other = NSSelectorFromString(@"openURL:options:completionHandler:"); // nope: the selector that opens
    NSLog(@"%s %s %@", sel_getName(selector), sel_getName(other), url);
}

@end
