import { useEffect, useRef, type ReactNode } from 'react';

interface NavMenuProps {
  id: string;
  title: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A navbar dropdown with Bootstrap's classes and no dropdown library: a button that shows a list of links;
 * closes on a click elsewhere and on Escape (focus back to its button).
 */
export default function NavMenu({ id, title, open, onToggle, children }: NavMenuProps) {
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) onToggle(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onToggle(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onToggle]);

  return (
    <li ref={item} className="nav-item dropdown">
      <button
        ref={button}
        type="button"
        className={`nav-link dropdown-toggle ${open ? 'show' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open)}
      >
        {title}
      </button>
      <ul id={id} className={`dropdown-menu ${open ? 'show' : ''}`}>
        {children}
      </ul>
    </li>
  );
}
