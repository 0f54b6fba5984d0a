#import <UIKit/UIKit.h>

// Macros that read the app's windows: their uses do not spell the property, so the macro is reported.
#define KEY_WINDOW [UIApplication sharedApplication].keyWindow // expect: key-window KEYWIN-W1
#define APP_WINDOWS [[UIApplication sharedApplication] windows] // expect: key-window KEYWIN-W2
#define MAIN_WINDOW UIApplication.sharedApplication.keyWindow // expect: key-window KEYWIN-W1
#define SCENE_WINDOWS self.view.window.windowScene.windows // nope: the windows of a scene
#define WINDOWS_KEY @"windows" // nope: a string
