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
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const href = useRouterState({ select: (s) => s.location.href });
  // Open on the page it was opened on: any navigation closes it. (An effect closing it on each
  // new href also ran on mount, and closed a panel opened by a tap made while the page was
  // still the server's, played the moment React took the button over.)
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === href;

  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpenOn(null);
      button.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpenOn(null);
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
        onClick={() => setOpenOn(open ? null : href)}
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
