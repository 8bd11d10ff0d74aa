import { assertEvent, assign, setup } from 'xstate';
import { nextIndex, previousIndex, wrapIndex } from './carousel-index';

/** Popup banner carousel: 3500 ms; image slideshow modal: 3000 ms. */
export interface CarouselInput {
  count: number;
  interval: number;
}

export interface CarouselContext {
  index: number;
  count: number;
  interval: number;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  | { type: 'carousel.setCount'; count: number };

const slideCount = (count: number) => Math.max(0, Math.trunc(count));

export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  delays: { autoplay: ({ context }) => context.interval },
  guards: { hasSeveralSlides: ({ context }) => context.count > 1 },
  actions: {
    showNext: assign({ index: ({ context }) => nextIndex(context.index, context.count) }),
    showPrevious: assign({ index: ({ context }) => previousIndex(context.index, context.count) }),
    show: assign({
      index: ({ context, event }) => {
        assertEvent(event, 'carousel.goTo');
        return wrapIndex(event.index, context.count);
      },
    }),
    setCount: assign(({ context, event }) => {
      assertEvent(event, 'carousel.setCount');
      const count = slideCount(event.count);
      return { count, index: wrapIndex(context.index, count) };
    }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ index: 0, count: slideCount(input.count), interval: input.interval }),
  initial: 'playing',
  states: {
    playing: {
      after: {
        autoplay: {
          guard: 'hasSeveralSlides',
          target: 'playing',
          reenter: true,
          actions: 'showNext',
        },
      },
      // Any change of slide, or of the slides, starts a full interval again.
      on: {
        'carousel.pause': 'paused',
        'carousel.next': { target: 'playing', reenter: true, actions: 'showNext' },
        'carousel.prev': { target: 'playing', reenter: true, actions: 'showPrevious' },
        'carousel.goTo': { target: 'playing', reenter: true, actions: 'show' },
        'carousel.setCount': { target: 'playing', reenter: true, actions: 'setCount' },
      },
    },
    paused: {
      on: {
        'carousel.play': 'playing',
        'carousel.next': { actions: 'showNext' },
        'carousel.prev': { actions: 'showPrevious' },
        'carousel.goTo': { actions: 'show' },
        'carousel.setCount': { actions: 'setCount' },
      },
    },
  },
});
