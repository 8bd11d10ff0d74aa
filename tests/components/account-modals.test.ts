import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  closeAccountModal,
  leaveProtectedRoute,
  type OpenAccountModal,
  openAccountModal,
  useAccountModal,
} from '../../src/session/account-modals.ts';

/** What the host sees. */
function current(): OpenAccountModal | null {
  const { result, unmount } = renderHook(() => useAccountModal());
  unmount();
  return result.current;
}

const open = () => current()?.modal ?? null;

describe('account modals', () => {
  it('one replaces another, and closing it closes it', () => {
    openAccountModal({ kind: 'login' });
    openAccountModal({ kind: 'register' });
    expect(open()).toEqual({ kind: 'register' });
    closeAccountModal();
    expect(open()).toBeNull();
  });

  it('register and forgot password hand back to the required login they came from', () => {
    openAccountModal({ kind: 'login', required: true });
    openAccountModal({ kind: 'register' });
    closeAccountModal();
    expect(open()).toEqual({ kind: 'login', required: true });
    openAccountModal({ kind: 'forgotPassword' });
    closeAccountModal();
    expect(open()).toEqual({ kind: 'login', required: true });
  });

  it('a login opened from the chain is the required one', () => {
    openAccountModal({ kind: 'login', required: true });
    openAccountModal({ kind: 'register' });
    openAccountModal({ kind: 'login', telephone: '0812345678' });
    expect(open()).toEqual({ kind: 'login', required: true, telephone: '0812345678' });
  });

  it('leaving the protected route closes the chain, and nothing else', () => {
    openAccountModal({ kind: 'login', required: true });
    openAccountModal({ kind: 'register' });
    leaveProtectedRoute();
    expect(open()).toBeNull();
    openAccountModal({ kind: 'register' });
    leaveProtectedRoute();
    expect(open()).toEqual({ kind: 'register' });
  });

  it('each opening is new, so the same modal opened again starts afresh', () => {
    openAccountModal({ kind: 'login', telephone: '0812345678' });
    const first = current()?.serial;
    openAccountModal({ kind: 'login', telephone: '0812345678' });
    expect(current()?.serial).not.toBe(first);
  });
});
