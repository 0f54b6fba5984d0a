#import <UIKit/UIKit.h>

// A header with no source beside it, and a prefix header: their macros and inline functions are
// read like code.
#define kScreenWidth [UIScreen mainScreen].bounds.size.width // expect: screen-scale SCALE-W9

static inline CGFloat LayoutHairline(void) {
    return 1.0 / [UIScreen mainScreen].scale; // expect: screen-scale SCALE-W9
}

// [UIScreen mainScreen] in a comment is no read. // nope: a comment
