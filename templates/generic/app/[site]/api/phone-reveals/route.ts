import { phoneRevealRoute } from '@dealer/platform/web';
import { template } from '../../../../template';

export const { POST } = phoneRevealRoute(template);
