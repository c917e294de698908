import { Timestamp } from 'firebase/firestore/lite';

/**
 * A page cursor from the stored Timestamp itself (seconds and nanoseconds: the server's clock has microseconds, which
 * an ISO date would round away), and the document id for documents received in the same instant.
 */
export const timestampCursor = {
  of(id: string, createdAt: unknown): string {
    const time = createdAt instanceof Timestamp ? createdAt : Timestamp.fromMillis(0);
    return `${time.seconds}.${time.nanoseconds}|${id}`;
  },
  parse(cursor: string): { createdAt: Timestamp; id: string } | null {
    const match = /^(\d+)\.(\d+)\|(.+)$/.exec(cursor);
    return match ? { createdAt: new Timestamp(Number(match[1]), Number(match[2])), id: match[3] } : null;
  },
};
