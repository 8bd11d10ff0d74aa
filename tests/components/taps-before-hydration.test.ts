// Taps made on the server's first screen before React has it are held and played in the order
// they were made (src/first-screen/taps-before-hydration.ts), also when a later tap lands on a
// button React already has while an earlier one still waits: "+" then "add to cart" adds two.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const committed = new Set<Element>();
vi.mock('../../src/first-screen/react-commits.ts', () => ({
  committedByReact: (element: Element) => committed.has(element),
}));

const { holdTapsUntilHydrated } = await import('../../src/first-screen/taps-before-hydration.ts');

describe('taps before hydration', () => {
  let root: HTMLElement;
  const clicks: string[] = [];
  const button = (name: string) => {
    const element = document.createElement('button');
    element.textContent = name;
    element.addEventListener('click', () => clicks.push(name));
    root.append(element);
    return element;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    root = document.createElement('div');
    document.body.append(root);
    clicks.length = 0;
    committed.clear();
  });
  afterEach(() => {
    root.remove();
    vi.useRealTimers();
  });

  it("plays held taps in their order once their buttons are React's", () => {
    const plus = button('+');
    const add = button('add');
    const hydrated = holdTapsUntilHydrated([root]);
    plus.click();
    add.click();
    expect(clicks).toEqual([]);
    committed.add(plus).add(add);
    hydrated();
    vi.runAllTimers();
    expect(clicks).toEqual(['+', 'add']);
  });

  it('keeps a tap on a button React has behind an earlier tap that still waits', () => {
    const plus = button('+');
    const add = button('add');
    const hydrated = holdTapsUntilHydrated([root]);
    plus.click();
    // The screen is React's, but "+"'s part of it is not committed yet; "add"'s is.
    committed.add(add);
    hydrated();
    add.click();
    vi.advanceTimersByTime(200);
    expect(clicks).toEqual([]);
    committed.add(plus);
    vi.runAllTimers();
    expect(clicks).toEqual(['+', 'add']);
    // With nothing waiting, a tap goes straight to React.
    add.click();
    expect(clicks).toEqual(['+', 'add', 'add']);
  });
});
