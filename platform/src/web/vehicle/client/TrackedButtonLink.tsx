'use client';

import { Button } from '@dealer/design-system';
import { pushAnalyticsEvent } from '../../frame/analytics';

/** A link styled as a button that reports its click as an analytics event (spec §7). */
export function TrackedButtonLink({
  href,
  label,
  eventId,
  detail,
}: {
  href: string;
  label: string;
  eventId: number;
  detail: Record<string, unknown>;
}) {
  return (
    <Button
      href={href}
      variant="ghost"
      size="small"
      onClick={() => pushAnalyticsEvent(eventId, detail)}
    >
      {label}
    </Button>
  );
}
