import { render, screen } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstCommit } from '../../src/ui/AfterFirstCommit.tsx';

/** Records the page's text at each commit of the tree it sits in. */
function Commits({ log, children }: { log: string[]; children: ReactNode }) {
  useLayoutEffect(() => {
    log.push(document.body.textContent ?? '');
  });
  return children;
}

const tree = (log: string[], text: string) => (
  <Commits log={log}>
    <p>chrome</p>
    <AfterFirstCommit>
      <p>{text}</p>
    </AfterFirstCommit>
  </Commits>
);

describe('AfterFirstCommit', () => {
  it('leaves its children out of the first commit and adds them in the next', () => {
    const log: string[] = [];
    render(tree(log, 'page'));
    expect(log[0]).toBe('chrome');
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('renders later changes in the same commit as the rest of the tree', () => {
    const log: string[] = [];
    const { rerender } = render(tree(log, 'page'));
    log.length = 0;
    rerender(tree(log, 'next page'));
    expect(log).toEqual(['chromenext page']);
  });
});
