import { site } from '../../config/site';
import { uidHost } from '../../domain/charter-event';
import type { CharterPage, CharterTerms } from '../../domain/charter';
import { absoluteAddress } from './format';
import { charterStrings as t } from './strings';

/** Saves the charter as an .ics file through a temporary Blob link (calendar apps open it). */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Add to calendar": the charter in UTC, the berth as its place and this page's address as its link. */
export default function CalendarButton({ page, terms }: { page: CharterPage; terms: CharterTerms }) {
  const save = async () => {
    const url = absoluteAddress(window.location.pathname);
    // The file's code loads when asked for: most visits never add the charter to a calendar.
    const { charterIcs, charterIcsFileName } = await import('../../domain/charter/charter-ics');
    download(
      charterIcs({
        reference: page.reference,
        yachtName: page.yacht.name,
        start: terms.start,
        end: terms.end,
        location: page.berth?.name ?? '',
        url,
        description: t.calendarNotes(url),
        uidHost: uidHost(site.email),
        now: Date.now(),
      }),
      charterIcsFileName(page.reference),
    );
  };
  return (
    <button type="button" className="btn btn-outline-primary" onClick={() => void save()}>
      {t.calendar}
    </button>
  );
}
