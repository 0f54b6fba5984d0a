// The stand-in Foundation's behaviour, on Runtime/runtime.c (see include/Foundation/Foundation.h).
// Collections keep insertion order and compare with isEqual:; NSLog prints the message alone on
// stdout, where the simulator's checkpoints go, so two runs compare line by line.
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#pragma clang diagnostic ignored "-Warc-performSelector-leaks"

typedef id (*SimIMP)(id, SEL, ...);
extern id class_createInstance(Class cls);
extern int class_respondsToSelector(Class cls, SEL selector);
extern const char *class_getName(Class cls);
extern Class class_getSuperclass(Class cls);
extern int class_isMetaClass(Class cls);
extern const char *sel_getName(SEL selector);
extern id objc_lookup_class(const char *name);
extern SimIMP class_lookupMethodNamed(Class cls, const char *name);

@interface NSConstantString : NSString {
    const char *cString;
    unsigned int cLength;
}
@end

/// A string made at run time.
@interface SimString : NSMutableString {
@public
    char *bytes;
    NSUInteger byteCount;
}
+ (instancetype)withBytes:(const char *)bytes length:(NSUInteger)length;
@end

static Class classOf(id object) { return *(Class __unsafe_unretained *)(__bridge void *)object; }

@implementation NSObject
+ (instancetype)alloc { return class_createInstance(self); }
+ (instancetype)new { return [[self alloc] init]; }
+ (Class)class { return self; }
+ (BOOL)instancesRespondToSelector:(SEL)aSelector { return class_respondsToSelector(self, aSelector); }
+ (BOOL)isSubclassOfClass:(Class)aClass {
    for (Class c = self; c; c = class_getSuperclass(c)) if (c == aClass) return YES;
    return NO;
}
+ (BOOL)respondsToSelector:(SEL)aSelector { return class_respondsToSelector(classOf(self), aSelector); }
+ (NSString *)description { return [NSString stringWithUTF8String:class_getName(self)]; }
- (instancetype)init { return self; }
- (Class)class { return classOf(self); }
- (instancetype)self { return self; }
- (Class)superclass { return class_getSuperclass(classOf(self)); }
- (BOOL)isEqual:(id)object { return self == object; }
- (NSUInteger)hash { return (NSUInteger)(__bridge void *)self; }
- (BOOL)isKindOfClass:(Class)aClass {
    for (Class c = classOf(self); c; c = class_getSuperclass(c)) if (c == aClass) return YES;
    return NO;
}
- (BOOL)isMemberOfClass:(Class)aClass { return classOf(self) == aClass; }
- (BOOL)conformsToProtocol:(Protocol *)aProtocol { return NO; }
- (BOOL)respondsToSelector:(SEL)aSelector { return class_respondsToSelector(classOf(self), aSelector); }
- (id)performSelector:(SEL)aSelector {
    SimIMP imp = class_lookupMethodNamed(classOf(self), sel_getName(aSelector));
    return imp ? imp(self, aSelector) : nil;
}
- (id)performSelector:(SEL)aSelector withObject:(id)object {
    SimIMP imp = class_lookupMethodNamed(classOf(self), sel_getName(aSelector));
    return imp ? imp(self, aSelector, object) : nil;
}
- (NSString *)description { return [NSString stringWithFormat:@"<%s>", class_getName(classOf(self))]; }
- (id)copy { return [self respondsToSelector:@selector(copyWithZone:)] ? [(id<NSCopying>)self copyWithZone:NULL] : self; }
- (id)mutableCopy { return [self copy]; }
@end

@implementation NSAutoreleasePool
- (void)drain {}
@end

// MARK: - Strings

/// A growing byte buffer.
typedef struct { char *bytes; size_t length, capacity; } Buffer;

static void append(Buffer *buffer, const char *text, size_t count) {
    while (buffer->length + count + 1 > buffer->capacity) {
        buffer->capacity = buffer->capacity ? buffer->capacity * 2 : 256;
        buffer->bytes = realloc(buffer->bytes, buffer->capacity);
    }
    memcpy(buffer->bytes + buffer->length, text, count);
    buffer->length += count;
}

/// `format` with `%@` (an object's description) and printf's conversions.
static NSString *formatted(NSString *format, va_list arguments) {
    const char *f = format.UTF8String;
    Buffer out = { 0 };
    append(&out, "", 0);
    for (size_t i = 0; f[i];) {
        if (f[i] != '%') { append(&out, f + i, 1); i++; continue; }
        size_t start = i++;
        while (f[i] && strchr("-+ #0123456789.", f[i])) i++;
        int longs = 0;
        while (f[i] && strchr("hlqzjt", f[i])) { if (f[i] != 'h') longs++; i++; }
        char conversion = f[i] ? f[i++] : 0;
        char spec[32];
        size_t specLength = i - start < sizeof spec - 1 ? i - start : sizeof spec - 1;
        memcpy(spec, f + start, specLength);
        spec[specLength] = 0;
        char piece[512];
        int n = 0;
        switch (conversion) {
        case '@': {
            id object = va_arg(arguments, id);
            const char *text = object ? [object description].UTF8String : "(null)";
            append(&out, text, strlen(text));
            continue;
        }
        case '%': append(&out, "%", 1); continue;
        case 'd': case 'i': case 'c':
            n = longs ? snprintf(piece, sizeof piece, spec, va_arg(arguments, long)) : snprintf(piece, sizeof piece, spec, va_arg(arguments, int));
            break;
        case 'u': case 'x': case 'X': case 'o':
            n = longs ? snprintf(piece, sizeof piece, spec, va_arg(arguments, unsigned long)) : snprintf(piece, sizeof piece, spec, va_arg(arguments, unsigned int));
            break;
        case 'f': case 'e': case 'g': case 'F': case 'E': case 'G': n = snprintf(piece, sizeof piece, spec, va_arg(arguments, double)); break;
        case 's': n = snprintf(piece, sizeof piece, spec, va_arg(arguments, const char *)); break;
        case 'p': n = snprintf(piece, sizeof piece, spec, va_arg(arguments, void *)); break;
        default: append(&out, f + start, i - start); continue;
        }
        append(&out, piece, (size_t)(n < (int)sizeof piece ? n : (int)sizeof piece - 1));
    }
    NSString *result = [SimString withBytes:out.bytes length:out.length];
    free(out.bytes);
    return result;
}

@implementation NSString
+ (instancetype)stringWithUTF8String:(const char *)text { return [SimString withBytes:text length:strlen(text)]; }
+ (instancetype)stringWithFormat:(NSString *)format, ... {
    va_list arguments;
    va_start(arguments, format);
    NSString *result = formatted(format, arguments);
    va_end(arguments);
    return result;
}
- (const char *)UTF8String { return ""; }
- (NSUInteger)length { return strlen(self.UTF8String); }
- (BOOL)isEqual:(id)object { return [object isKindOfClass:[NSString class]] && [self isEqualToString:object]; }
- (NSUInteger)hash {
    NSUInteger hash = 5381;
    for (const char *c = self.UTF8String; *c; c++) hash = hash * 33 + (unsigned char)*c;
    return hash;
}
- (BOOL)isEqualToString:(NSString *)other { return other && strcmp(self.UTF8String, other.UTF8String) == 0; }
- (BOOL)hasPrefix:(NSString *)prefix { return strncmp(self.UTF8String, prefix.UTF8String, strlen(prefix.UTF8String)) == 0; }
- (NSString *)stringByAppendingString:(NSString *)other { return [NSString stringWithFormat:@"%@%@", self, other]; }
- (NSString *)description { return self; }
- (id)copyWithZone:(void *)zone { return self; }
@end

@implementation NSConstantString
- (const char *)UTF8String { return cString; }
@end

@implementation NSMutableString
+ (instancetype)string { return [SimString withBytes:"" length:0]; }
- (void)appendString:(NSString *)aString {}
@end

@implementation SimString
+ (instancetype)withBytes:(const char *)text length:(NSUInteger)length {
    SimString *string = [[SimString alloc] init];
    string->bytes = malloc(length + 1);
    memcpy(string->bytes, text, length);
    string->bytes[length] = 0;
    string->byteCount = length;
    return string;
}
- (const char *)UTF8String { return bytes; }
- (void)appendString:(NSString *)aString {
    const char *more = aString.UTF8String;
    size_t count = strlen(more);
    bytes = realloc(bytes, byteCount + count + 1);
    memcpy(bytes + byteCount, more, count + 1);
    byteCount += count;
}
@end

// MARK: - Numbers and collections

@interface NSNumber () { double value; BOOL isBool; }
@end

@implementation NSNumber
+ (NSNumber *)numberWithDouble:(double)v { NSNumber *n = [self new]; n->value = v; return n; }
+ (NSNumber *)numberWithBool:(BOOL)v { NSNumber *n = [self numberWithDouble:v]; n->isBool = YES; return n; }
+ (NSNumber *)numberWithInt:(int)v { return [self numberWithDouble:v]; }
+ (NSNumber *)numberWithInteger:(NSInteger)v { return [self numberWithDouble:(double)v]; }
- (BOOL)boolValue { return value != 0; }
- (int)intValue { return (int)value; }
- (NSInteger)integerValue { return (NSInteger)value; }
- (double)doubleValue { return value; }
- (BOOL)isEqual:(id)object { return [object isKindOfClass:[NSNumber class]] && [object doubleValue] == value; }
- (NSString *)description {
    if (isBool) return value ? @"YES" : @"NO";
    return value == (long)value ? [NSString stringWithFormat:@"%ld", (long)value] : [NSString stringWithFormat:@"%g", value];
}
- (id)copyWithZone:(void *)zone { return self; }
@end

/// Items of a collection, in order.
@interface SimItems : NSObject {
@public
    __unsafe_unretained id *items;
    NSUInteger count;
}
- (void)add:(id)item;
@end

@implementation SimItems
- (void)add:(id)item {
    items = (__unsafe_unretained id *)realloc((void *)items, sizeof(id) * (count + 1));
    items[count++] = item;
}
@end

static NSUInteger enumerate(SimItems *store, NSFastEnumerationState *state) {
    if (state->state) return 0;
    state->state = 1;
    state->itemsPtr = store->items;
    static unsigned long mutations;
    state->mutationsPtr = &mutations;
    return store->count;
}

@interface NSArray () { @public SimItems *store; }
@end

@implementation NSArray
+ (instancetype)array { NSArray *a = [self new]; a->store = [SimItems new]; return a; }
+ (instancetype)arrayWithObjects:(const id [])objects count:(NSUInteger)count {
    NSArray *a = [self array];
    for (NSUInteger i = 0; i < count; i++) [a->store add:objects[i]];
    return a;
}
+ (instancetype)arrayWithObject:(id)object { return [self arrayWithObjects:&object count:1]; }
- (NSUInteger)count { return store->count; }
- (id)objectAtIndex:(NSUInteger)index {
    if (index >= store->count) { printf("[sim] error: index %lu beyond %lu\n", (unsigned long)index, (unsigned long)store->count); exit(4); }
    return store->items[index];
}
- (id)objectAtIndexedSubscript:(NSUInteger)index { return [self objectAtIndex:index]; }
- (id)firstObject { return store->count ? store->items[0] : nil; }
- (id)lastObject { return store->count ? store->items[store->count - 1] : nil; }
- (BOOL)containsObject:(id)object {
    for (NSUInteger i = 0; i < store->count; i++) if ([store->items[i] isEqual:object]) return YES;
    return NO;
}
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len {
    return enumerate(store, state);
}
- (id)copyWithZone:(void *)zone { return self; }
@end

@implementation NSMutableArray
- (void)addObject:(id)object { [store add:object]; }
- (void)removeAllObjects { store->count = 0; }
@end

@interface NSSet () { NSMutableArray *members; }
@end

@implementation NSSet
+ (instancetype)set { NSSet *s = [self new]; s->members = [NSMutableArray array]; return s; }
+ (instancetype)setWithArray:(NSArray *)array {
    NSSet *s = [self set];
    for (id item in array) if (![s->members containsObject:item]) [s->members addObject:item];
    return s;
}
+ (instancetype)setWithObject:(id)object { return [self setWithArray:[NSArray arrayWithObject:object]]; }
- (NSUInteger)count { return members.count; }
- (NSArray *)allObjects { return members; }
- (id)anyObject { return members.firstObject; }
- (BOOL)containsObject:(id)object { return [members containsObject:object]; }
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len {
    return [members countByEnumeratingWithState:state objects:buffer count:len];
}
- (id)copyWithZone:(void *)zone { return self; }
@end

@interface NSDictionary () {
@public
    NSMutableArray *keys;
    NSMutableArray *values;
}
@end

static void setValue(NSDictionary *dictionary, id value, id key);

@implementation NSDictionary
+ (instancetype)dictionary { NSDictionary *d = [self new]; d->keys = [NSMutableArray array]; d->values = [NSMutableArray array]; return d; }
+ (instancetype)dictionaryWithObjects:(const id [])objects forKeys:(const id<NSCopying> [])forKeys count:(NSUInteger)count {
    NSDictionary *d = [self dictionary];
    for (NSUInteger i = 0; i < count; i++) setValue(d, objects[i], forKeys[i]);
    return d;
}
- (NSUInteger)count { return keys.count; }
- (NSArray *)allKeys { return keys; }
- (id)objectForKey:(id)key {
    for (NSUInteger i = 0; i < keys.count; i++) if ([keys[i] isEqual:key]) return values[i];
    return nil;
}
- (id)objectForKeyedSubscript:(id)key { return [self objectForKey:key]; }
- (id)valueForKey:(NSString *)key { return [self objectForKey:key]; }
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len {
    return [keys countByEnumeratingWithState:state objects:buffer count:len];
}
- (id)copyWithZone:(void *)zone { return self; }
- (NSString *)description {
    NSMutableString *text = [NSMutableString string];
    [text appendString:@"{"];
    for (NSUInteger i = 0; i < keys.count; i++) [text appendString:[NSString stringWithFormat:@"%@%@ = %@", i ? @", " : @"", keys[i], values[i]]];
    [text appendString:@"}"];
    return text;
}
@end

/// Sets or (with nil) removes a key's value, keeping the other keys in order.
static void setValue(NSDictionary *dictionary, id value, id key) {
    NSMutableArray *keys = [NSMutableArray array], *values = [NSMutableArray array];
    for (NSUInteger i = 0; i < dictionary->keys.count; i++) {
        if ([dictionary->keys[i] isEqual:key]) continue;
        [keys addObject:dictionary->keys[i]];
        [values addObject:dictionary->values[i]];
    }
    if (value) { [keys addObject:key]; [values addObject:value]; }
    dictionary->keys = keys;
    dictionary->values = values;
}

@implementation NSMutableDictionary
- (void)setObject:(id)object forKey:(id)key { setValue(self, object, key); }
- (void)setObject:(id)object forKeyedSubscript:(id)key { setValue(self, object, key); }
- (void)removeObjectForKey:(id)key { setValue(self, nil, key); }
@end

// MARK: - Other classes

@interface NSURL () { NSString *text; }
@end

@implementation NSURL
+ (instancetype)URLWithString:(NSString *)string { NSURL *url = [self new]; url->text = string; return url; }
- (NSString *)absoluteString { return text; }
- (NSString *)scheme {
    const char *s = text.UTF8String, *colon = strchr(s, ':');
    return colon ? [SimString withBytes:s length:(NSUInteger)(colon - s)] : nil;
}
- (NSString *)host {
    const char *s = strstr(text.UTF8String, "://");
    if (!s) return nil;
    s += 3;
    const char *end = strchr(s, '/');
    return [SimString withBytes:s length:end ? (NSUInteger)(end - s) : strlen(s)];
}
- (NSString *)path {
    const char *s = strstr(text.UTF8String, "://");
    const char *slash = s ? strchr(s + 3, '/') : NULL;
    return slash ? [NSString stringWithUTF8String:slash] : @"";
}
- (BOOL)isEqual:(id)object { return [object isKindOfClass:[NSURL class]] && [text isEqualToString:[object absoluteString]]; }
- (NSString *)description { return text; }
- (id)copyWithZone:(void *)zone { return self; }
@end

@implementation NSError
- (NSString *)domain { return @"SimulatorError"; }
- (NSInteger)code { return 0; }
@end

@implementation NSBundle
+ (NSBundle *)mainBundle { static NSBundle *bundle; if (!bundle) bundle = [NSBundle new]; return bundle; }
- (id)objectForInfoDictionaryKey:(NSString *)key { return nil; }
@end

@interface NSUserActivity () { NSString *type; }
@end

@implementation NSUserActivity
@synthesize title = _title, userInfo = _userInfo, webpageURL = _webpageURL;
- (instancetype)initWithActivityType:(NSString *)activityType { self = [super init]; type = activityType; return self; }
- (NSString *)activityType { return type; }
@end

@interface NSNotification () { NSString *notificationName; id notificationObject; }
+ (instancetype)named:(NSString *)name object:(id)object;
@end

@implementation NSNotification
+ (instancetype)named:(NSString *)name object:(id)object {
    NSNotification *n = [self new];
    n->notificationName = name;
    n->notificationObject = object;
    return n;
}
- (NSString *)name { return notificationName; }
- (id)object { return notificationObject; }
@end

@interface SimObserver : NSObject {
@public
    __unsafe_unretained id observer;
    SEL selector;
    NSString *name;
}
@end
@implementation SimObserver
@end

@interface NSNotificationCenter () { NSMutableArray *observers; }
@end

@implementation NSNotificationCenter
+ (NSNotificationCenter *)defaultCenter {
    static NSNotificationCenter *center;
    if (!center) { center = [NSNotificationCenter new]; center->observers = [NSMutableArray array]; }
    return center;
}
- (void)addObserver:(id)observer selector:(SEL)selector name:(NSString *)name object:(id)object {
    SimObserver *entry = [SimObserver new];
    entry->observer = observer;
    entry->selector = selector;
    entry->name = name;
    [observers addObject:entry];
}
- (void)postNotificationName:(NSString *)name object:(id)object {
    NSNotification *notification = [NSNotification named:name object:object];
    // Observers added while posting are not told.
    NSUInteger count = observers.count;
    for (NSUInteger i = 0; i < count; i++) {
        SimObserver *entry = observers[i];
        if (!entry->name || [entry->name isEqualToString:name]) [entry->observer performSelector:entry->selector withObject:notification];
    }
}
- (void)removeObserver:(id)observer {
    NSMutableArray *kept = [NSMutableArray array];
    for (SimObserver *entry in observers) if (entry->observer != observer) [kept addObject:entry];
    observers = kept;
}
@end

@interface NSUserDefaults () { NSMutableDictionary *values; }
@end

@implementation NSUserDefaults
+ (NSUserDefaults *)standardUserDefaults {
    static NSUserDefaults *defaults;
    if (!defaults) { defaults = [NSUserDefaults new]; defaults->values = [NSMutableDictionary dictionary]; }
    return defaults;
}
- (id)objectForKey:(NSString *)key { return values[key]; }
- (void)setObject:(id)value forKey:(NSString *)key { values[key] = value; }
- (BOOL)boolForKey:(NSString *)key { return [values[key] boolValue]; }
- (void)setBool:(BOOL)value forKey:(NSString *)key { values[key] = @(value); }
@end

// MARK: - Functions


void NSLog(NSString *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    NSString *message = formatted(format, arguments);
    va_end(arguments);
    printf("%s\n", message.UTF8String);
}

NSString *NSStringFromClass(Class aClass) { return [NSString stringWithUTF8String:class_getName(aClass)]; }
Class NSClassFromString(NSString *name) { return (Class)objc_lookup_class(name.UTF8String); }
NSString *NSStringFromSelector(SEL selector) { return [NSString stringWithUTF8String:sel_getName(selector)]; }

// MARK: - The main queue

extern void *_Block_copy(const void *block);
static void **mainQueue;
static size_t mainQueueCount;
static struct dispatch_queue_s { int unused; } mainQueueObject;

dispatch_queue_t dispatch_get_main_queue(void) { return &mainQueueObject; }

void dispatch_async(dispatch_queue_t queue, dispatch_block_t block) {
    mainQueue = realloc(mainQueue, sizeof(void *) * (mainQueueCount + 1));
    mainQueue[mainQueueCount++] = _Block_copy((__bridge const void *)block);
}

/// Runs what was queued, and what that queues, as the run loop does between events.
void SimDrainMainQueue(void) {
    for (size_t i = 0; i < mainQueueCount; i++) ((__bridge dispatch_block_t)mainQueue[i])();
    mainQueueCount = 0;
}
