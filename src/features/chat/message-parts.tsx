import { Link } from 'react-router-dom';
import type { ReplyPart } from './types';

/** Text with links: site paths as router links, anything else (WhatsApp, tel:) as ordinary links. */
export default function MessageParts({ parts }: { parts: readonly ReplyPart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}-${part.text}`;
        if (!part.href) return <span key={key}>{part.text}</span>;
        if (part.href.startsWith('/')) {
          return (
            <Link key={key} to={part.href}>
              {part.text}
            </Link>
          );
        }
        const external = /^https?:/.test(part.href);
        return (
          <a
            key={key}
            href={part.href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {part.text}
          </a>
        );
      })}
    </>
  );
}
