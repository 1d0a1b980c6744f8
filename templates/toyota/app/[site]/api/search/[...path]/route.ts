import { searchRoute } from '@dealer/platform/web';
import { template } from '../../../../../template';

// The embedded Meilisearch-compatible search endpoint of this app's sites.
export const { GET, POST } = searchRoute(template);
