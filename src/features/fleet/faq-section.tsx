import { useState } from 'react';
import type { ShownFaqEntry } from '../../domain/faq';
import { homeSectionsStrings as t } from './home-sections-strings';

/**
 * The FAQ as an accordion: each question a button (aria-expanded, aria-controls) that shows or hides its answer;
 * several may be open. The answers are in the HTML (hidden), for search engines and the FAQPage data.
 */
export function FaqSection({ entries }: { entries: readonly ShownFaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  if (entries.length === 0) return null;
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section className="home-section container" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="h3">
        {t.faqHeading}
      </h2>
      <div className="faq-list">
        {entries.map((entry) => {
          const expanded = open.has(entry.id);
          const button = `faq-question-${entry.id}`;
          const panel = `faq-answer-${entry.id}`;
          return (
            <div key={entry.id} className="faq-item" lang={entry.language}>
              <h3 className="h6 mb-0">
                <button
                  type="button"
                  id={button}
                  className="faq-question"
                  aria-expanded={expanded}
                  aria-controls={panel}
                  onClick={() => toggle(entry.id)}
                >
                  {entry.question}
                </button>
              </h3>
              <div
                id={panel}
                role="region"
                aria-labelledby={button}
                className="faq-answer"
                hidden={!expanded}
              >
                {entry.answer.split(/\n+/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
