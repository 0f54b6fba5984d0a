#import "Canvas.h"

#define HAIRLINE (1.0 / [UIScreen mainScreen].scale) // expect: screen-scale SCALE-W9

@implementation Canvas

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.layer.rasterizationScale = [UIScreen mainScreen].scale; // expect: screen-scale SCALE-W9
        self.layer.contentsScale = [[UIScreen mainScreen] scale]; // expect: screen-scale SCALE-W9
    }
    return self;
}

- (void)redraw {
    CGRect frame = UIScreen.mainScreen.bounds; // expect: screen-scale SCALE-W9
    CGFloat native = [[UIScreen mainScreen] nativeScale]; // expect: screen-scale SCALE-W9
    UIScreen *screen = [UIScreen mainScreen]; // expect: screen-scale SCALE-W9
    UIScreen *own = self.mainScreen;
    NSString *text = @"[UIScreen mainScreen].scale in a string";
    // [UIScreen mainScreen].scale in a comment
    CGFloat known = [UIScreen mainScreen].scale; // modernize:ignore screen-scale
    NSLog(@"%@ %@ %@ %f %f %f", NSStringFromCGRect(frame), screen, own, native, known, HAIRLINE);
}

+ (UITraitCollection *)traits {
    return UIScreen.mainScreen.traitCollection; // expect: screen-scale SCALE-W9
}

@end

static CGFloat ScreenWidth(void) {
    return CGRectGetWidth([[UIScreen mainScreen] bounds]); // expect: screen-scale SCALE-W9
}
