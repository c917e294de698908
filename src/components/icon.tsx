/**
 * Line icons on a 24-px grid, drawn in the text's colour; each path is a few dozen bytes, as they are on every page.
 * Decorative: the control an icon is in carries the name.
 */
export const icons = {
  whatsapp: 'M3 21l1.6-4.5A9 9 0 1 1 8 19.7zM9 8.5c0 3.5 3 6.5 6.5 6.5l.5-2-2-1-1 1a5 5 0 0 1-2-2l1-1-1-2z',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3v3H8z',
  offers: 'M3 3h8l10 10-8 8L3 11zM7.5 7.5h.01',
  chat: 'M4 4h16v12H9l-5 4zM8 10h.01M12 10h.01M16 10h.01',
} as const;

export function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
