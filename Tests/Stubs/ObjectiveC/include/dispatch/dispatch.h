// Stand-in for <dispatch/dispatch.h>: the main queue, which the simulator drains between events.
#pragma once

typedef struct dispatch_queue_s *dispatch_queue_t;
typedef void (^dispatch_block_t)(void);

#ifdef __cplusplus
extern "C" {
#endif
dispatch_queue_t dispatch_get_main_queue(void);
void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
#ifdef __cplusplus
}
#endif
