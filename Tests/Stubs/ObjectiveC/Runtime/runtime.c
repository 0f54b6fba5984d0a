// A minimal Objective-C runtime for the life-cycle simulator: enough of the GNUstep 1.5 ABI
// (clang -fobjc-runtime=gnustep-1.5) to run the stand-in Foundation and UIKit and an app's
// delegates on Linux, where no Objective-C runtime ships with the Swift toolchain. Classes,
// metaclasses, categories, non-fragile instance variables, message lookup (nil receivers
// answer 0), `super`, and ARC's entry points. Memory is never freed: a run lasts a moment.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>

typedef struct objc_class *Class;
typedef struct objc_object { Class isa; } *id;
typedef struct objc_selector { const char *name; const char *types; } *SEL;
typedef id (*IMP)(id, SEL, ...);

struct objc_method { const char *name; const char *types; IMP imp; };
struct objc_method_list { struct objc_method_list *next; int count; struct objc_method methods[]; };
struct objc_ivar { const char *name; const char *type; int offset; };
struct objc_ivar_list { int count; struct objc_ivar ivars[]; };

/// Methods of a class, its categories' first (they win).
struct method_lists { struct objc_method_list **lists; int count; int resolved; };

struct objc_class {
    Class isa;
    Class super_class;            // the superclass's name until resolved
    const char *name;
    long version;
    unsigned long info;
    long instance_size;           // negative until resolved (non-fragile)
    struct objc_ivar_list *ivars;
    struct objc_method_list *methods;
    struct method_lists *dtable;  // this runtime's own table
    Class subclass_list;
    Class sibling_class;
    void *protocols;
    void *gc_object_type;
    long abi_version;
    int **ivar_offsets;
    void *properties;
    long strong_pointers;
    long weak_pointers;
};

struct objc_category {
    const char *name;
    const char *class_name;
    struct objc_method_list *instance_methods;
    struct objc_method_list *class_methods;
    void *protocols;
};

struct objc_symtab {
    unsigned long sel_ref_cnt;
    struct objc_selector *refs;
    unsigned short cls_def_cnt;
    unsigned short cat_def_cnt;
    void *defs[];
};

struct objc_module { unsigned long version; unsigned long size; const char *name; struct objc_symtab *symtab; };
struct objc_slot { Class owner; Class cachedFor; const char *types; int version; IMP method; };
struct objc_super { id receiver; Class class; };

static Class classes[4096];
static int class_count;
static struct objc_category *categories[1024];
static int category_count;
static int categories_attached;

static void add_list(Class cls, struct objc_method_list *list, int first) {
    if (!list) return;
    if (!cls->dtable) cls->dtable = calloc(1, sizeof(struct method_lists));
    struct method_lists *t = cls->dtable;
    t->lists = realloc(t->lists, sizeof(*t->lists) * (t->count + 1));
    if (first) {
        memmove(t->lists + 1, t->lists, sizeof(*t->lists) * t->count);
        t->lists[0] = list;
    } else {
        t->lists[t->count] = list;
    }
    t->count++;
}

void __objc_exec_class(struct objc_module *module) {
    struct objc_symtab *symtab = module->symtab;
    int i = 0;
    for (; i < symtab->cls_def_cnt; i++) {
        Class cls = symtab->defs[i];
        classes[class_count++] = cls;
        add_list(cls, cls->methods, 0);
        add_list(cls->isa, cls->isa->methods, 0);
    }
    for (int c = 0; c < symtab->cat_def_cnt; c++, i++) categories[category_count++] = symtab->defs[i];
    categories_attached = 0;
}

static Class find_class(const char *name) {
    if (!name) return NULL;
    for (int i = 0; i < class_count; i++) if (strcmp(classes[i]->name, name) == 0) return classes[i];
    return NULL;
}

/// Superclass pointers, metaclasses and instance variable offsets, superclasses first.
static void resolve(Class cls) {
    if (!cls->dtable) cls->dtable = calloc(1, sizeof(struct method_lists));
    if (cls->dtable->resolved) return;
    cls->dtable->resolved = 1;
    Class meta = cls->isa;
    Class super = find_class((const char *)cls->super_class);
    if (cls->super_class && !super) {
        fprintf(stderr, "[runtime] %s: superclass %s not found\n", cls->name, (const char *)cls->super_class);
        exit(5);
    }
    long base = 0;
    if (super) {
        resolve(super);
        base = (super->instance_size + 7) & ~7L;
    }
    cls->super_class = super;
    Class root = cls;
    while (root->super_class) root = root->super_class;
    meta->isa = root->isa;
    meta->super_class = super ? super->isa : cls;
    if (!meta->dtable) meta->dtable = calloc(1, sizeof(struct method_lists));
    meta->dtable->resolved = 1;
    if (cls->instance_size <= 0) {
        if (cls->ivars) {
            for (int i = 0; i < cls->ivars->count; i++) {
                cls->ivars->ivars[i].offset += (int)base;
                if (cls->ivar_offsets) *cls->ivar_offsets[i] = cls->ivars->ivars[i].offset;
            }
        }
        cls->instance_size = base - cls->instance_size;
    }
}

static void attach_categories(void) {
    if (categories_attached) return;
    categories_attached = 1;
    static int done;
    for (; done < category_count; done++) {
        struct objc_category *category = categories[done];
        Class cls = find_class(category->class_name);
        if (!cls) continue;   // clang's protocol holder, or a class not linked in
        add_list(cls, category->instance_methods, 1);
        add_list(cls->isa, category->class_methods, 1);
    }
}

static IMP find_method(Class cls, const char *name) {
    attach_categories();
    for (Class c = cls; c; c = c->super_class) {
        // A metaclass is resolved with its class.
        if (!(c->info & 2)) resolve(c);
        struct method_lists *t = c->dtable;
        if (!t) continue;
        for (int l = 0; l < t->count; l++) {
            struct objc_method_list *list = t->lists[l];
            for (int m = 0; m < list->count; m++) {
                if (strcmp(list->methods[m].name, name) == 0) return list->methods[m].imp;
            }
        }
    }
    return NULL;
}

static id nil_method(id self, SEL cmd, ...) { (void)self; (void)cmd; return 0; }

static struct objc_slot *slot_for(IMP imp) {
    struct objc_slot *slot = calloc(1, sizeof(struct objc_slot));
    slot->method = imp;
    return slot;
}

/// Class objects are resolved before their first message, and their metaclasses with them.
static void resolve_receiver(id receiver) {
    Class cls = receiver->isa;
    if (cls->info & 2) {
        // A class object: `receiver` is the class itself.
        resolve((Class)receiver);
    } else {
        resolve(cls);
    }
}

static IMP lookup(id receiver, SEL selector) {
    resolve_receiver(receiver);
    IMP imp = find_method(receiver->isa, selector->name);
    if (!imp) {
        int isClass = (receiver->isa->info & 2) != 0;
        fprintf(stdout, "[runtime] unrecognized selector %c[%s %s]\n", isClass ? '+' : '-',
                isClass ? ((Class)receiver)->name : receiver->isa->name, selector->name);
        fflush(stdout);
        exit(6);
    }
    return imp;
}

struct objc_slot *objc_msg_lookup_sender(id *receiver, SEL selector, id sender) {
    (void)sender;
    if (!*receiver) return slot_for((IMP)nil_method);
    return slot_for(lookup(*receiver, selector));
}

struct objc_slot *objc_slot_lookup_super(struct objc_super *super, SEL selector) {
    if (!super->receiver) return slot_for((IMP)nil_method);
    resolve_receiver(super->receiver);
    IMP imp = find_method(super->class, selector->name);
    if (!imp) {
        fprintf(stdout, "[runtime] unrecognized selector [super %s]\n", selector->name);
        exit(6);
    }
    return slot_for(imp);
}

id objc_lookup_class(const char *name) {
    Class cls = find_class(name);
    if (cls) resolve(cls);
    return (id)cls;
}
id objc_get_class(const char *name) { return objc_lookup_class(name); }
id objc_getClass(const char *name) { return objc_lookup_class(name); }

// What the stand-in Foundation builds on.
int class_respondsToSelector(Class cls, SEL selector) { return cls && find_method(cls, selector->name) != NULL; }
int class_instancesRespondToSelectorNamed(Class cls, const char *name) { return cls && find_method(cls, name) != NULL; }
const char *class_getName(Class cls) { return cls ? cls->name : "nil"; }
Class class_getSuperclass(Class cls) { resolve(cls); return cls->super_class; }
long class_getInstanceSize(Class cls) { resolve(cls); return cls->instance_size; }
int class_isMetaClass(Class cls) { return (cls->info & 2) != 0; }
const char *sel_getName(SEL selector) { return selector->name; }
IMP class_lookupMethodNamed(Class cls, const char *name) { return find_method(cls, name); }

id class_createInstance(Class cls) {
    resolve(cls);
    id object = calloc(1, (size_t)cls->instance_size);
    object->isa = cls;
    return object;
}

// ARC: retain and release do nothing (nothing is freed); stores store.
id objc_retain(id object) { return object; }
void objc_release(id object) { (void)object; }
id objc_autorelease(id object) { return object; }
id objc_retainAutorelease(id object) { return object; }
id objc_autoreleaseReturnValue(id object) { return object; }
id objc_retainAutoreleaseReturnValue(id object) { return object; }
id objc_retainAutoreleasedReturnValue(id object) { return object; }
id objc_unsafeClaimAutoreleasedReturnValue(id object) { return object; }
void objc_storeStrong(id *location, id object) { *location = object; }
void *_Block_copy(const void *block);
id objc_retainBlock(id block) { return (id)_Block_copy(block); }
void *objc_autoreleasePoolPush(void) { return 0; }
void objc_autoreleasePoolPop(void *pool) { (void)pool; }
int objc_sync_enter(id object) { (void)object; return 0; }
int objc_sync_exit(id object) { (void)object; return 0; }
void objc_enumerationMutation(id object) { (void)object; fprintf(stderr, "[runtime] collection mutated while enumerated\n"); exit(7); }

id objc_getProperty(id self, SEL cmd, ptrdiff_t offset, int atomic) {
    (void)cmd; (void)atomic;
    return *(id *)((char *)self + offset);
}

static id copy_of(id value) {
    if (!value) return value;
    static struct objc_selector copy = { "copy", 0 };
    return lookup(value, &copy)(value, &copy);
}

void objc_setProperty(id self, SEL cmd, ptrdiff_t offset, id value, int atomic, signed char shouldCopy) {
    (void)cmd; (void)atomic;
    *(id *)((char *)self + offset) = shouldCopy ? copy_of(value) : value;
}
void objc_setProperty_atomic(id self, SEL cmd, id value, ptrdiff_t offset) { (void)cmd; *(id *)((char *)self + offset) = value; }
void objc_setProperty_nonatomic(id self, SEL cmd, id value, ptrdiff_t offset) { (void)cmd; *(id *)((char *)self + offset) = value; }
void objc_setProperty_atomic_copy(id self, SEL cmd, id value, ptrdiff_t offset) { (void)cmd; *(id *)((char *)self + offset) = copy_of(value); }
void objc_setProperty_nonatomic_copy(id self, SEL cmd, id value, ptrdiff_t offset) { (void)cmd; *(id *)((char *)self + offset) = copy_of(value); }

// Objective-C++ frames name this personality; no exception is thrown in a simulated run, so
// it only has to exist (C++'s own, when libstdc++ is linked in).
extern int __gxx_personality_v0(int, int, unsigned long, void *, void *) __attribute__((weak));
int __gnustep_objcxx_personality_v0(int version, int actions, unsigned long exceptionClass, void *exception, void *context) {
    return __gxx_personality_v0(version, actions, exceptionClass, exception, context);
}
