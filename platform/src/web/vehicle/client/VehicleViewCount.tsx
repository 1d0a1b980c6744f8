'use client';

import { useEffect, useState } from 'react';
import { formatNumber, Text } from '@dealer/design-system';
import { pushAnalyticsEvent } from '../../frame/analytics';
import { whenIdle } from '../../frame/client/when-idle';

export interface VehicleViewCountProps {
  carSlug: string;
  websiteId: number;
  photosCount: number;
  updatedAt: string;
  /** the site shows the count (spec §7) */
  showCount: boolean;
  /** the page view event of the car (spec §7 'used detail view 4'), or null */
  viewEventId: number | null;
}

// spec §7 GET {api}/cars/{slug}/view.json: counts a view and answers views and car_fields;
// a non-OK answer changes nothing
export function VehicleViewCount({
  carSlug,
  websiteId,
  photosCount,
  updatedAt,
  showCount,
  viewEventId,
}: VehicleViewCountProps) {
  const [views, setViews] = useState<number | null>(null);
  useEffect(() => {
    if (viewEventId !== null) pushAnalyticsEvent(viewEventId, { car_slug: carSlug });
    const query = new URLSearchParams({
      photos_count: String(photosCount),
      updated_at: updatedAt,
      website_id: String(websiteId),
    });
    let live = true;
    const cancel = whenIdle(() => {
      fetch(`/api/cars/${encodeURIComponent(carSlug)}/view.json?${query}`)
        .then(async (response) => {
          if (!response.ok) return;
          const body = (await response.json()) as { views?: unknown };
          if (live && typeof body.views === 'number') setViews(body.views);
        })
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [carSlug, websiteId, photosCount, updatedAt, viewEventId]);
  if (!showCount || views === null) return null;
  return (
    <Text size="small" tone="muted" data-testid="view-count">
      {`Viewed ${formatNumber(views)} ${views === 1 ? 'time' : 'times'}`}
    </Text>
  );
}
