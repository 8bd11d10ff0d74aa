// What the app asks before it starts the session, runs what waits for the page's load, or lets a
// navigation through (src/first-screen/react-commits.ts): whether React has committed the page
// the server drew, to its Suspense boundaries' content, which hydrates after the root commits.
import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  awaitPageContent,
  committedByReact,
  pageContentHydrated,
} from '../../src/first-screen/react-commits.ts';

function Page() {
  return (
    <main>
      <h1>Outside any boundary</h1>
      <Suspense fallback={<p>loading</p>}>
        <section>
          <button type="button">Inside the boundary</button>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, as a static page's sanitized body is given */}
          <div dangerouslySetInnerHTML={{ __html: '<p><b>a static page’s body</b></p>' }} />
        </section>
      </Suspense>
    </main>
  );
}

describe('react-commits', () => {
  let container: HTMLElement;
  afterEach(() => container.remove());

  it('says a drawn element is React’s only once its part has committed, and waits for the page', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(committedByReact(button)).toBe(false);

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    const main = container.querySelector('main');
    await awaitPageContent(main);
    await pageContentHydrated();
    for (const element of container.querySelectorAll('main *:not(div *)'))
      expect(committedByReact(element)).toBe(true);
    // The HTML given to React as a string is never React's, and does not hold the page back.
    expect(committedByReact(container.querySelector('b') as Element)).toBe(false);
    act(() => root?.unmount());
  });

  it('resolves at once for a page without a part to wait for', async () => {
    await expect(awaitPageContent(null)).resolves.toBeUndefined();
  });
});
