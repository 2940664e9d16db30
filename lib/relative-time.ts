import { formatDistance } from 'date-fns';

/** 'about 2 months ago' from an ISO date (date-fns' formatDistanceToNow wording, with a testable now). */
export function formatPosted(createdAt: string, now = new Date()): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'recently';
  return date > now ? 'just now' : formatDistance(date, now, { addSuffix: true });
}
