import type { ActorRefFrom } from 'xstate';
import type { wiredLivePostMachine } from '../../../flows/live-post.ts';

/** The livePost machine's actor, as the post page's parts read and drive it. */
export type LivePostActor = ActorRefFrom<typeof wiredLivePostMachine>;
