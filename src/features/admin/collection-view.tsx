import type { ReactNode } from 'react';
import { useSiteData, type Collection } from '../../backend/react/site-data';
import { useInvalidate } from '../../backend/react/use-invalidate';
import LoadError from '../../components/load-error';
import Loading from '../../components/loading';

interface CollectionViewProps {
  collection: Collection;
  /** How many items there are to show. */
  count: number;
  loadingLabel: string;
  /** Said when the collection could not be loaded — never the empty message, which would mean "there are none". */
  failedMessage: string;
  empty: ReactNode;
  children: ReactNode;
}

/** A shared collection on an admin screen: loading, failed (with "Try again"), empty, or the list. */
export default function CollectionView({
  collection,
  count,
  loadingLabel,
  failedMessage,
  empty,
  children,
}: CollectionViewProps) {
  const { status, failed } = useSiteData();
  const invalidate = useInvalidate();
  if (status === 'loading') return <Loading label={loadingLabel} />;
  if (failed.includes(collection)) {
    return <LoadError message={failedMessage} onRetry={() => void invalidate(collection)} />;
  }
  return count === 0 ? empty : children;
}
