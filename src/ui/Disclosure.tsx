import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Icon } from './icons.tsx';
import './disclosure.css';

// Only the lazy menus have a disclosure: its icon stays out of the first load's icon module.
const ChevronDownIcon = () => (
  <Icon width="16" height="16">
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export interface DisclosureProps {
  /** The button's content; it is also the name of the panel. */
  label: ReactNode;
  /** An accessible name when the label is only an icon or an abbreviation. */
  ariaLabel?: string;
  children: ReactNode;
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A dropdown in the disclosure pattern (a button with aria-expanded that shows a panel of
 * links or buttons). Escape closes it and returns focus to the button; so do a click
 * outside, focus leaving it, and any navigation.
 */
export function Disclosure({
  label,
  ariaLabel,
  children,
  align = 'start',
  className,
}: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const href = useRouterState({ select: (s) => s.location.href });

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the page changes
  useEffect(() => setOpen(false), [href]);

  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={root} className={`disclosure${className ? ` ${className}` : ''}`}>
      <button
        ref={button}
        type="button"
        className="disclosure__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDownIcon />
      </button>
      <div id={panelId} className={`disclosure__panel disclosure__panel--${align}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
