import type { ReactNode } from 'react';
import { useSiteData, type Collection } from '../../backend/react/site-data';
import { useInvalidate } from '../../backend/react/use-invalidate';
import LoadError from '../../components/load-error';
import Loading from '../../components/loading';

/** Where an admin list stands: loading, failed (with a way to try again) or ready. */
export interface ListSource {
  status: 'loading' | 'failed' | 'ready';
  retry: () => void;
}

/** A shared collection (yachts, offers, services) as a list source. */
export function useCollectionSource(collection: Collection): ListSource {
  const { status, failed } = useSiteData();
  const invalidate = useInvalidate();
  return {
    status: status === 'loading' ? 'loading' : failed.includes(collection) ? 'failed' : 'ready',
    retry: () => void invalidate(collection),
  };
}

interface CollectionViewProps {
  source: ListSource;
  /** How many items there are to show. */
  count: number;
  loadingLabel: string;
  /** Said when the list could not be loaded — never the empty message, which would mean "there are none". */
  failedMessage: string;
  empty: ReactNode;
  children: ReactNode;
}

/** A list on an admin screen: loading, failed (with "Try again"), empty, or the list. */
export default function CollectionView({
  source,
  count,
  loadingLabel,
  failedMessage,
  empty,
  children,
}: CollectionViewProps) {
  if (source.status === 'loading') return <Loading label={loadingLabel} />;
  if (source.status === 'failed') return <LoadError message={failedMessage} onRetry={source.retry} />;
  return count === 0 ? empty : children;
}
