import { siteRoute } from '@dealer/platform/web';
import { template } from '../../../../template';

export const { GET } = siteRoute(template);
