import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emit, setup } from 'xstate';
import { useMachineActor } from '../../src/app/machine-actor.ts';

// What an actor emits reaches the view's handlers from its very start: an effect of the view's
// own would subscribe only after useActorRef's effect had started the actor.
const announcer = setup({
  types: { events: {} as { type: 'ping' }, emitted: {} as { type: 'said'; word: string } },
  actions: {
    sayHello: emit({ type: 'said' as const, word: 'hello' }),
    sayPong: emit({ type: 'said' as const, word: 'pong' }),
  },
}).createMachine({ entry: 'sayHello', on: { ping: { actions: 'sayPong' } } });

function Announcer({ onSaid }: { onSaid: (word: string) => void }) {
  const actor = useMachineActor(announcer, { on: { said: (event) => onSaid(event.word) } });
  (globalThis as { announcerActor?: typeof actor }).announcerActor = actor;
  return null;
}

describe('useMachineActor', () => {
  it('hears what the actor emits as it starts, once, in strict mode too', () => {
    const heard = vi.fn();
    render(
      <StrictMode>
        <Announcer onSaid={heard} />
      </StrictMode>,
    );
    expect(heard.mock.calls).toEqual([['hello']]);
  });

  it("calls the view's latest handler", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Announcer onSaid={first} />);
    rerender(<Announcer onSaid={second} />);
    const actor = (globalThis as { announcerActor?: { send(e: { type: 'ping' }): void } })
      .announcerActor;
    act(() => actor?.send({ type: 'ping' }));
    expect(second).toHaveBeenCalledWith('pong');
    expect(first).not.toHaveBeenCalledWith('pong');
  });
});
