'use client';

import { useEffect, useState } from 'react';
import {
  Button,
  HeartFilledIcon,
  HeartIcon,
  IconButton,
  Inline,
  PrintIcon,
  ShareMenu,
} from '@dealer/design-system';
import { analyticsEvents, pushAnalyticsEvent } from '../../frame/analytics';
import { type Favourite, isFavourite, toggleFavourite } from '../../garage/favourites';
import { WatchlistButton, type WatchlistButtonProps } from '../../watchlist/client/WatchlistButton';

export interface VehicleToolsProps {
  siteSlug: string;
  carSlug: string;
  favourite: Favourite | null;
  /** spec §4 where the site has the watchlist, the heart saves to it instead of favourites */
  watchlist?: WatchlistButtonProps | null;
  share: { url: string; title: string } | null;
  printHref: string | null;
}

/** spec §7 PDF by car slug: downloaded as {slug}.pdf; a failure is alerted (spec §8). */
async function downloadPdf(carSlug: string): Promise<void> {
  const response = await fetch(`/api/cars/${encodeURIComponent(carSlug)}/pdf`);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'The PDF could not be prepared.');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${carSlug}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The vehicle page's Share, Favourite, Print and PDF tools (spec §2 vehicle sidebar). */
export function VehicleTools({
  siteSlug,
  carSlug,
  favourite,
  watchlist = null,
  share,
  printHref,
}: VehicleToolsProps) {
  const [saved, setSaved] = useState(false);
  const [preparing, setPreparing] = useState(false);
  useEffect(() => {
    if (favourite) setSaved(isFavourite(siteSlug, favourite.id));
  }, [siteSlug, favourite]);

  return (
    <Inline space="small" alignY="center">
      {share ? (
        <ShareMenu url={share.url} title={share.title} variant="ghost" size="small" />
      ) : null}
      {watchlist ? (
        <WatchlistButton {...watchlist} />
      ) : favourite ? (
        <IconButton
          label={saved ? 'Remove from favourites' : 'Favourite'}
          aria-pressed={saved}
          icon={saved ? <HeartFilledIcon /> : <HeartIcon />}
          onClick={() => setSaved(toggleFavourite(siteSlug, favourite))}
        />
      ) : null}
      {printHref ? (
        <Button
          href={printHref}
          variant="ghost"
          size="small"
          icon={<PrintIcon />}
          onClick={() => pushAnalyticsEvent(analyticsEvents.print, { car_slug: carSlug })}
        >
          Print
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="small"
        loading={preparing}
        onClick={async () => {
          setPreparing(true);
          try {
            await downloadPdf(carSlug);
          } catch (error) {
            window.alert((error as Error).message);
          } finally {
            setPreparing(false);
          }
        }}
      >
        {preparing ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
    </Inline>
  );
}
