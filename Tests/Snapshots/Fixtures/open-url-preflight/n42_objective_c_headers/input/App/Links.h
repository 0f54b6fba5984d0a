#import <UIKit/UIKit.h>

// A header with no source beside it: its inline functions and macros are read like code.
static inline BOOL LinksCanOpen(NSURL *url) {
    return [[UIApplication sharedApplication] canOpenURL:url]; // expect: open-url-preflight URL-W9
}

#define OPEN_LEGACY(u) [[UIApplication sharedApplication] openURL:(u)] // expect: open-url-preflight URL-W9
#define OPEN_MODERN(u) [[UIApplication sharedApplication] openURL:(u) options:@{} completionHandler:nil] // nope: open with options
