import { type ReactNode } from 'react';
import { Button, VisuallyHidden } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { chatEntryOf } from '../../domain/chat';
import { type Car } from '../../domain/entities';
import { ChatScriptButton } from './client/ChatScriptButton';
import { vehicleEnquiryLabels } from './vehicle-forms';

/**
 * spec §2 'Instant Message' on a vehicle page: the site's chat provider for this car (its chat
 * page in a new tab, or its widget), else the enquiry form (children); the widget falls back to
 * the enquiry form, open, when it does not load.
 */
export function VehicleChatButton({
  site,
  car,
  primary,
  fullWidth,
  fallback,
  children,
}: {
  site: Pick<Site, 'chat' | 'url'>;
  car: Pick<Car, 'name'> & Partial<Pick<Car, 'stocknum' | 'slug'>>;
  primary: boolean;
  fullWidth?: boolean;
  /** the enquiry form, opened, when the widget does not load */
  fallback: ReactNode;
  /** the enquiry form's button, where the site has no provider */
  children: ReactNode;
}) {
  const chat = chatEntryOf(site, {
    carName: car.name,
    stockNumber: car.stocknum ?? '',
    pageUrl: new URL(car.slug ? `/cars/${car.slug}` : '/', site.url).toString(),
  });
  const label = vehicleEnquiryLabels.chat;
  if (chat.kind === 'link') {
    return (
      <Button
        href={chat.href}
        target="_blank"
        rel="noopener"
        variant={primary ? 'solid' : 'ghost'}
        fullWidth={fullWidth}
      >
        {label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
    );
  }
  if (chat.kind === 'script') {
    return (
      <ChatScriptButton
        src={chat.src}
        open={chat.open}
        label={label}
        fullWidth={fullWidth}
        fallback={fallback}
      />
    );
  }
  return <>{children}</>;
}
