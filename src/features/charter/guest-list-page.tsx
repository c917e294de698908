import { useState } from 'react';
import LoadError from '../../components/load-error';
import { usePageTitle } from '../../components/page-title';
import { isCharterToken } from '../../domain/charter';
import GuestListView from './guest-list-view';
import { PageLoading, Unavailable } from './page-states';
import { charterStrings as t } from './strings';
import { useGuestListPage, useGuests } from './use-charter-reads';

/** /charter/:token/guests: the guest list's page, by the list's own address, which the client forwards. */
export default function GuestListPage({ token }: { token: string }) {
  usePageTitle(t.guestListTitle);
  const [now] = useState(Date.now);
  const list = useGuestListPage(token);
  const guests = useGuests(list.data ? token : null);
  if (!isCharterToken(token)) return <Unavailable heading={t.guestListUnavailableHeading} />;
  const failed = list.status === 'failed' ? list : guests.status === 'failed' ? guests : null;
  if (failed && (list.data === undefined || guests.data === undefined)) {
    return (
      <div className="container py-5">
        <LoadError message={t.loadFailed} onRetry={failed.retry} retryLabel={t.tryAgain} />
      </div>
    );
  }
  if (list.data === null) return <Unavailable heading={t.guestListUnavailableHeading} />;
  if (list.data === undefined || guests.data === undefined) return <PageLoading />;
  return <GuestListView list={list.data} guests={guests.data} now={now} />;
}
