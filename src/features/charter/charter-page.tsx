import { useEffect, useState } from 'react';
import LoadError from '../../components/load-error';
import { usePageTitle } from '../../components/page-title';
import { isCharterToken } from '../../domain/charter';
import CharterView from './charter-view';
import TaxDocumentView from './tax-document-view';
import { PageLoading, Unavailable } from './page-states';
import { charterStrings as t } from './strings';
import { useCharterPage } from './use-charter-reads';

/** The address's `#…`, followed as it changes (a document of the page is opened by its id there). */
function useHash() {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const changed = () => setHash(window.location.hash);
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return hash;
}

/**
 * /charter/:token: a confirmed charter's own page, read by its secret address in the browser only; with
 * `#invoice-12`, that invoice (or credit note), to print.
 */
export default function CharterPage({ token }: { token: string }) {
  usePageTitle(t.title);
  const hash = useHash();
  // The moment the page was opened: the deadlines are judged against it (the backend judges the writes).
  const [now] = useState(Date.now);
  const read = useCharterPage(token);
  if (!isCharterToken(token)) return <Unavailable heading={t.unavailableHeading} />;
  if (read.status === 'loading' && read.data === undefined) {
    return <PageLoading />;
  }
  if (read.status === 'failed' && read.data === undefined) {
    return (
      <div className="container py-5">
        <LoadError message={t.loadFailed} onRetry={read.retry} retryLabel={t.tryAgain} />
      </div>
    );
  }
  const page = read.data;
  if (!page) return <Unavailable heading={t.unavailableHeading} />;
  const document = page.documents?.find((shown) => `#${shown.id}` === hash);
  if (document) return <TaxDocumentView document={document} backHref="#documents" />;
  return <CharterView page={page} now={now} />;
}
