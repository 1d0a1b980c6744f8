import { shareImageRoute } from '@dealer/platform/web';
import { template } from '../../../../../template';

// The vehicle page's share picture (its og:image).
export const { GET } = shareImageRoute(template);
