// Stand-in for Foundation, for Objective-C fixtures: the declarations they and the generated
// scene delegates use, with Apple's signatures, availability and nullability. On Apple
// targets (`clang -fsyntax-only -target arm64-apple-ios13.0`) availability is checked; on Linux
// the simulator (Tests/Stubs/ObjectiveC/Simulator) implements them.
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdbool.h>
#include <dispatch/dispatch.h>

#ifdef __cplusplus
#define FOUNDATION_EXTERN extern "C"
#else
#define FOUNDATION_EXTERN extern
#endif

#if defined(__APPLE__)
#define __API_PLATFORM_ios(x) ios,introduced=x
#define __API_PLATFORM_tvos(x) tvos,introduced=x
#define __API_PLATFORM_macos(x) macos,introduced=x
#define __API_ONE(x) __attribute__((availability(__API_PLATFORM_##x)))
#define __API_PICK(_1, _2, _3, NAME, ...) NAME
#define __API_TWO(x, y) __API_ONE(x) __API_ONE(y)
#define __API_THREE(x, y, z) __API_ONE(x) __API_ONE(y) __API_ONE(z)
#define API_AVAILABLE(...) __API_PICK(__VA_ARGS__, __API_THREE, __API_TWO, __API_ONE, 0)(__VA_ARGS__)
#define __API_UNAVAILABLE_ios ios,unavailable
#define __API_UNAVAILABLE_tvos tvos,unavailable
#define __API_UNAVAILABLE_macos macos,unavailable
#define __API_UNAVAILABLE_ONE(x) __attribute__((availability(__API_UNAVAILABLE_##x)))
#define API_UNAVAILABLE(...) __API_PICK(__VA_ARGS__, 0, __API_UNAVAILABLE_TWO, __API_UNAVAILABLE_ONE, 0)(__VA_ARGS__)
#define __API_UNAVAILABLE_TWO(x, y) __API_UNAVAILABLE_ONE(x) __API_UNAVAILABLE_ONE(y)
#define __API_DEPRECATED_ios(from, to) ios,introduced=from,deprecated=to
#define __API_DEPRECATED_tvos(from, to) tvos,introduced=from,deprecated=to
#define __API_DEPRECATED_ONE(text, x) __attribute__((availability(__API_DEPRECATED_##x,message=text)))
#define API_DEPRECATED(text, ...) __API_DEPRECATED_ONE(text, __VA_ARGS__)
#else
#define API_AVAILABLE(...)
#define API_UNAVAILABLE(...)
#define API_DEPRECATED(...)
#endif

#ifndef __nullable
#define __nullable _Nullable

#endif
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#define NS_SWIFT_NAME(name)
#define NS_TYPED_EXTENSIBLE_ENUM
#define NS_EXTENSIBLE_STRING_ENUM
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_UNAVAILABLE __attribute__((unavailable))
#define UIKIT_EXTERN FOUNDATION_EXTERN
#define NS_INLINE static inline

#ifndef nil
#if defined(__cplusplus)
#define nil nullptr
#else
#define nil ((void *)0)
#endif
#endif
#ifndef Nil
#define Nil nil
#endif

typedef bool BOOL;
#define YES __objc_yes
#define NO __objc_no
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double NSTimeInterval;

NS_ASSUME_NONNULL_BEGIN

@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSMethodSignature, NSInvocation;
@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class;
- (instancetype)self;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(nullable id)object;
@property (readonly, copy) NSString *description;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject> {
    Class isa;
}
+ (instancetype)alloc;
+ (instancetype)new;
+ (Class)class;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)isSubclassOfClass:(Class)aClass;
- (instancetype)init;
- (id)copy;
- (id)mutableCopy;
@end

@protocol NSCopying
- (id)copyWithZone:(nullable void *)zone;
@end

typedef struct {
    unsigned long state;
    id __unsafe_unretained _Nullable * _Nullable itemsPtr;
    unsigned long * _Nullable mutationsPtr;
    unsigned long extra[5];
} NSFastEnumerationState;

@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained _Nullable [_Nonnull])buffer count:(NSUInteger)len;
@end

@interface NSString : NSObject <NSCopying>
+ (instancetype)stringWithUTF8String:(const char *)nullTerminatedCString;
+ (instancetype)stringWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2);
@property (readonly) NSUInteger length;
@property (nullable, readonly) const char *UTF8String;
- (BOOL)isEqualToString:(NSString *)aString;
- (BOOL)hasPrefix:(NSString *)str;
- (NSString *)stringByAppendingString:(NSString *)aString;
@end

@interface NSMutableString : NSString
+ (instancetype)string;
- (void)appendString:(NSString *)aString;
@end

@interface NSNumber : NSObject <NSCopying>
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithDouble:(double)value;
@property (readonly) BOOL boolValue;
@property (readonly) int intValue;
@property (readonly) NSInteger integerValue;
@property (readonly) double doubleValue;
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (instancetype)array;
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nonnull])objects count:(NSUInteger)cnt;
+ (instancetype)arrayWithObject:(ObjectType)anObject;
@property (readonly) NSUInteger count;
@property (nullable, nonatomic, readonly) ObjectType firstObject;
@property (nullable, nonatomic, readonly) ObjectType lastObject;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
- (BOOL)containsObject:(ObjectType)anObject;
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)anObject;
- (void)removeAllObjects;
@end

@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (instancetype)set;
+ (instancetype)setWithObject:(ObjectType)object;
+ (instancetype)setWithArray:(NSArray<ObjectType> *)array;
@property (readonly) NSUInteger count;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
- (nullable ObjectType)anyObject;
- (BOOL)containsObject:(ObjectType)anObject;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (instancetype)dictionary;
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull [_Nullable])objects forKeys:(const KeyType <NSCopying> _Nonnull [_Nullable])keys count:(NSUInteger)cnt;
@property (readonly) NSUInteger count;
@property (readonly, copy) NSArray<KeyType> *allKeys;
- (nullable ObjectType)objectForKey:(KeyType)aKey;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
- (nullable id)valueForKey:(NSString *)key;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)setObject:(ObjectType)anObject forKey:(KeyType <NSCopying>)aKey;
- (void)setObject:(nullable ObjectType)obj forKeyedSubscript:(KeyType <NSCopying>)key;
- (void)removeObjectForKey:(KeyType)aKey;
@end

@interface NSURL : NSObject <NSCopying>
+ (nullable instancetype)URLWithString:(NSString *)URLString;
@property (nullable, readonly, copy) NSString *absoluteString;
@property (nullable, readonly, copy) NSString *scheme;
@property (nullable, readonly, copy) NSString *host;
@property (nullable, readonly, copy) NSString *path;
@end

@interface NSError : NSObject
@property (readonly, copy) NSString *domain;
@property (readonly) NSInteger code;
@end

@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
- (nullable id)objectForInfoDictionaryKey:(NSString *)key;
@end

@interface NSUserActivity : NSObject
- (instancetype)initWithActivityType:(NSString *)activityType;
@property (readonly, copy) NSString *activityType;
@property (nullable, copy) NSString *title;
@property (nullable, copy) NSDictionary *userInfo;
@property (nullable, copy) NSURL *webpageURL;
@end

typedef NSString *NSNotificationName NS_EXTENSIBLE_STRING_ENUM;

@interface NSNotification : NSObject
@property (readonly, copy) NSNotificationName name;
@property (nullable, readonly, retain) id object;
@end

@interface NSNotificationCenter : NSObject
@property (class, readonly, strong) NSNotificationCenter *defaultCenter;
- (void)addObserver:(id)observer selector:(SEL)aSelector name:(nullable NSNotificationName)aName object:(nullable id)anObject;
- (void)postNotificationName:(NSNotificationName)aName object:(nullable id)anObject;
- (void)removeObserver:(id)observer;
@end

@interface NSUserDefaults : NSObject
@property (class, readonly, strong) NSUserDefaults *standardUserDefaults;
- (nullable id)objectForKey:(NSString *)defaultName;
- (void)setObject:(nullable id)value forKey:(NSString *)defaultName;
- (BOOL)boolForKey:(NSString *)defaultName;
- (void)setBool:(BOOL)value forKey:(NSString *)defaultName;
@end

@interface NSAutoreleasePool : NSObject
- (void)drain;
@end

FOUNDATION_EXTERN void NSLog(NSString *format, ...) NS_FORMAT_FUNCTION(1,2);
FOUNDATION_EXTERN NSString *NSStringFromClass(Class aClass);
FOUNDATION_EXTERN Class _Nullable NSClassFromString(NSString *aClassName);
FOUNDATION_EXTERN NSString *NSStringFromSelector(SEL aSelector);

NS_ASSUME_NONNULL_END
