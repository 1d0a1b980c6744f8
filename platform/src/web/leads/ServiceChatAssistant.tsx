import { Button, Stack, Text, VisuallyHidden } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { serviceChatEntry } from '../../domain/chat';
import { ChatScriptButton } from '../vehicle/client/ChatScriptButton';
import { vehicleEnquiryLabels } from '../vehicle/vehicle-forms';

/** What the assistant says when its widget does not load: the form below is the way. */
export const SERVICE_CHAT_UNAVAILABLE =
  'Chat is not available right now. Please use the form below.';

/**
 * spec §9 the chat assistant of the service and parts pages: 'Instant Message' to the site's
 * chat provider where the site turns it on (features.serviceChatAssistant); nothing otherwise.
 */
export function ServiceChatAssistant({
  site,
  path,
}: {
  site: Pick<Site, 'chat' | 'url' | 'features'>;
  /** the page's own path (the provider's {page}) */
  path: string;
}) {
  const chat = serviceChatEntry(site, new URL(path, site.url).toString());
  if (!chat) return null;
  const label = vehicleEnquiryLabels.chat;
  return (
    <Stack space="small">
      <Text tone="muted">Prefer to chat? Our team can answer your questions now.</Text>
      <div>
        {chat.kind === 'link' ? (
          <Button href={chat.href} target="_blank" rel="noopener" variant="soft">
            {label}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
        ) : (
          <ChatScriptButton
            src={chat.src}
            open={chat.open}
            label={label}
            fallback={<Text tone="muted">{SERVICE_CHAT_UNAVAILABLE}</Text>}
          />
        )}
      </div>
    </Stack>
  );
}
